"""The convention bot: bids, signals, hands over, doubles and leads by docs/conventions.md, and
plays the cards by the Handbook's tactics. It sees one seat's view, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

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
from ..conventions.doubles import (
    DoubleKind,
    DoubleSituation,
    double_options,
    partner_single_cards,
    sure_trump_tricks,
)
from ..messages import Msg
from ..rules import Form, left, right
from ..scoring import bid_words, denomination_words
from ..trick_taking import Kind, Phase
from ..views import SeatView
from . import Decision
from .config import CURRENT, BotConfig
from .contract import judged_call, judged_double
from .contract import standing as standing_contract
from .exchange import (
    allpass_handover,
    bolshevik_gift,
    bolshevik_gifts,
    defenders_handover,
    distribution,
    main_packet,
    return_packet,
    single_card_received,
)
from .opening import commits_side, opening_gain
from .play import choose_play
from .sampling import look_ahead


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
                view.hand, view.form.bidding, view.calls, view.seat, view.dealer
            )[0]
            gated = trump_opening_gate(
                view.hand, view.form.bidding, view.calls, view.seat, s.call, self.config
            )
            if gated is not None:
                return gated
            return Decision(s.call, s.text, tuple(s.ids))
        if p is Phase.EXTENDED:
            call = extended_call(view)
            return judged_call(view, call, self.config) or call
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
            call = double_or_pass(view, self.config)
            return judged_double(view, call, self.config) or call
        if p is Phase.REDOUBLING:
            return Decision(PASS, Msg("bc.no_redouble_sure"), ("R-4.12",))
        if p is Phase.BOLSHEVIK_AUCTION:
            return bolshevik_call(view)
        if p is Phase.BOLSHEVIK_CHOICE:
            good = _bolshevik_fit(view.hand) >= 2
            return Decision(
                DECLARE if good else WITHDRAW,
                Msg("bc.declare_bolshevik") if good else Msg("bc.withdraw"),
                ("R-6.4",),
            )
        if p is Phase.BOLSHEVIK_CONTRACT:
            return dictator_or_misere(view)
        if p is Phase.PLAY:
            from .leads import opening_lead

            lead = opening_lead(view)
            if lead is not None:
                return self._sampled_lead(view, lead)
            choice = choose_play(view, config=self.config)
            return Decision(Play(choice.card), choice.reason)
        raise ValueError(f"no decision for phase {p.value}")  # pragma: no cover

    def _sampled_lead(self, view: SeatView, lead: Decision) -> Decision:
        """The conventions' lead, or a better card over ``config.lead_layouts`` layouts."""
        if not self.config.lead_layouts or not isinstance(lead.action, Play):
            return lead
        config = replace(self.config, look_ahead=13, layouts=self.config.lead_layouts, early_from=0)
        ahead = look_ahead(view, {}, lead.action.card, None, config)
        return lead if ahead is None else Decision(Play(ahead[0]), ahead[1])


# --- bidding judgement -----------------------------------------------------------------------


def trump_opening_gate(
    hand: CardSet,
    form: Form,
    calls: Sequence[tuple[int, Action]],
    seat: int,
    call: Action,
    config: BotConfig,
) -> Decision | None:
    """A pass instead of the conventions' opening where the variant judges it too weak.

    The side's first trump or grand bid commits it (:func:`.opening.commits_side`). With
    ``config.sim_opening`` the bots pass when the simulated model of :mod:`.opening` expects
    the bid to score less than a pass. Otherwise the high-card gates: in no-kitty games
    ``config.nokitty_trump_hcp`` (six-level contracts need 12 tricks between two hands that
    have not seen each other; a flat 15 count opening 6♠ mostly goes down, while all-pass
    misère costs little, measured in duels, issue 15), in kitty games ``config.kitty_open_hcp``
    (whoever bids first commits the side to eleven tricks unless the opponents bid higher,
    R-4.5). None: keep the conventions' call."""
    if not commits_side(calls, seat, call):
        return None
    assert isinstance(call, Bid)
    ids = ("C-5.1",) if form is Form.NOKITTY else ("C-3.7",)
    if config.sim_opening:
        gain, samples = opening_gain(form, hand, calls, seat)
        if gain >= 0:
            return None
        why = Msg("bot.sim_pass", bid=bid_words(call), loss=max(1, round(-gain)), n=samples)
        return Decision(PASS, why, ids)
    gate = config.nokitty_trump_hcp if form is Form.NOKITTY else config.kitty_open_hcp
    hcp = evaluate(hand).points
    if not gate or hcp >= gate:
        return None
    return Decision(
        PASS,
        Msg(
            "bot.too_weak" if form is Form.NOKITTY else "bot.too_weak_kitty",
            hcp=hcp,
            bid=bid_words(call),
            gate=gate,
        ),
        ids,
    )


# --- extended bids -------------------------------------------------------------------------


def _best_denomination(hand: CardSet, misere_ok: bool) -> tuple[Denomination, Msg]:
    """The contract this hand would like after the exchange."""
    ev = evaluate(hand)
    if misere_ok and ev.misere >= MisereFit.FIVE:
        return Denomination.MISERE, Msg("bc.suits_misere")
    lengths = hand.lengths()
    best = max(Suit, key=lambda s: (lengths[s], hand.count_honours(s), s))
    if lengths[best] >= 5:
        return Denomination.of_suit(best), Msg(
            "bc.long_suit", n=lengths[best], suits=Msg(f"pl.{best.name.lower()}")
        )
    return Denomination.GRAND, Msg("bc.no_long_suit")


def extended_call(view: SeatView) -> Decision:
    """R-4.4/R-4.5/R-4.9. Kitty games: the side keeps the denomination the auction found
    (the exchange was made for it) and only raises to the minimum level. No-kitty games: 6♠
    was not about spades, so the highest bidder names the trump suit its hand wants now, at
    the six level; it does not climb to seven for a change of suit, and a misère bid stays
    misère (the packets were chosen for it). Partner agrees unless the auction would end
    below the minimum."""
    now = standing_contract(view)
    assert now is not None
    standing = now[0]
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
        why = Msg(
            "bc.only_asked",
            standing=bid_words(standing),
            asked=bid_words(asked),
            want=denomination_words(want),
        )
    elif view.form is Form.KITTY or not first_speaker or standing.denomination.is_misere:
        want = standing.denomination
        why = Msg("bc.keep_denomination")
    else:
        want, why = _best_denomination(view.hand, misere_ok=False)
    if (
        can_pass
        and standing.level >= min_level
        and (standing.denomination is want or (not first_speaker and asked is None))
    ):
        return Decision(PASS, Msg("bc.contract_wanted", contract=bid_words(standing)), ("R-4.4",))
    options = [b for b in legal if b.denomination is want and b.level >= min_level]
    if (
        can_pass
        and standing.level >= min_level
        and (not options or options[0].level > standing.level)
    ):
        return Decision(
            PASS,
            Msg("bc.needs_higher", want=denomination_words(want), contract=bid_words(standing)),
            ("R-4.4",),
        )
    if not options:
        options = [b for b in legal if b.level >= min_level] or legal
    if not options:
        return Decision(PASS, Msg("bc.no_higher"), ("R-4.4",))
    bid = options[0]
    rule = ("R-4.5",) if view.form is Form.KITTY else ("R-4.9",)
    return Decision(bid, Msg("bc.bid_why", why=why, bid=bid_words(bid)), ("R-4.4", *rule))


# --- doubles -------------------------------------------------------------------------------


def _conventions_double(view: SeatView, kind: DoubleKind) -> Decision:
    """The double drills' own answer (C-8.2, IC-41 to IC-45) for this seat."""
    received, handed = partner_single_cards(view.own_transfers, view.seat)
    sit = DoubleSituation(
        kind,
        view.contract,
        received,
        handed,
        stalker=view.declarer is not None and view.seat == right(view.declarer),
        on_lead=view.declarer is not None and view.seat == left(view.declarer),
        gift=bolshevik_gift(view) if kind is DoubleKind.BOLSHEVIK else None,
        nokitty=view.form is Form.NOKITTY,
        dealt=single_card_received(view, Phase.DISTRIBUTE),
    )
    best = double_options(view.hand, sit)[0]
    return Decision(DOUBLE if best.double else PASS, best.text, best.ids)


def double_or_pass(view: SeatView, config: BotConfig = CURRENT) -> Decision:
    """C-8.2: double only with sure tricks; all-pass misère and Bolshevik: rarely."""
    contract = view.contract
    if view.kind is Kind.ALLPASS and config.ic44_doubles:
        return _conventions_double(view, DoubleKind.ALLPASS)
    if view.kind is Kind.ALLPASS or contract is None:
        return Decision(PASS, Msg("bc.no_double_allpass"), ("C-8.2",))
    if view.kind is Kind.BOLSHEVIK:
        # IC-45: the suit of the Bolshevik's gift (probably emptied, IC-37) does not count.
        gift = bolshevik_gift(view)
        if config.ic45_doubles:
            if not contract.denomination.is_misere:
                return Decision(PASS, Msg("bc.no_double_bolshevik"), ("C-8.2",))
            stalker = view.declarer is not None and view.seat == right(view.declarer)
            sit = DoubleSituation(DoubleKind.BOLSHEVIK, contract, stalker=stalker, gift=gift)
            best = double_options(view.hand, sit)[0]
            return Decision(DOUBLE if best.double else PASS, best.text, best.ids)
        twos = sum(
            1
            for s in Suit
            if Rank.TWO in view.hand.ranks(s)
            and view.hand.length(s) >= 4
            and (gift is None or s is not gift.suit)
        )
        entries = sum(1 for s in Suit if view.hand.ranks(s) and view.hand.ranks(s)[0] >= Rank.KING)
        if contract.denomination.is_misere and twos >= 2 and entries >= 2:
            return Decision(
                DOUBLE,
                Msg("bc.double_bolshevik"),
                ("C-8.2",),
            )
        return Decision(PASS, Msg("bc.no_double_bolshevik"), ("C-8.2",))
    trumps = contract.trumps
    if trumps is not None and config.ic41_doubles:
        kind = DoubleKind.TRUMPS_NOKITTY if view.form is Form.NOKITTY else DoubleKind.TRUMPS_KITTY
        return _conventions_double(view, kind)
    # Sure trump tricks a double needs: C-8.2 says two; config.py keeps the duels per form.
    need = config.nokitty_double_sure if view.form is Form.NOKITTY else config.kitty_double_sure
    if trumps is not None:
        sure = len(sure_trump_tricks(view.hand, trumps))
        if sure >= need and (contract.level >= 6 or config.double_five):
            words = bid_words(contract)
            why = (
                Msg("bc.double_trumps_one", contract=words)
                if sure == 1 and view.form is Form.NOKITTY
                else Msg("bc.double_trumps", n=sure, contract=words)
            )
            return Decision(DOUBLE, why, ("C-8.2",))
        return Decision(PASS, Msg("bc.no_double_trumps"), ("C-8.2",))
    if contract.denomination is Denomination.GRAND and config.ic42_doubles:
        on_lead = view.declarer is not None and view.seat == left(view.declarer)
        sit = DoubleSituation(DoubleKind.GRAND, contract, on_lead=on_lead)
        best = double_options(view.hand, sit)[0]
        return Decision(DOUBLE if best.double else PASS, best.text, best.ids)
    if contract.denomination is Denomination.GRAND:
        stoppers = sum(1 for s in Suit if view.hand.ranks(s) and view.hand.ranks(s)[0] == Rank.ACE)
        if stoppers >= 3:
            return Decision(DOUBLE, Msg("bc.double_grand"), ("C-8.2",))
        return Decision(PASS, Msg("bc.no_double_grand"), ("C-8.2",))
    if config.misere_doubles:
        return _conventions_double(view, DoubleKind.MISERE)
    return Decision(PASS, Msg("bc.no_double_misere"), ("C-8.2",))


# --- Bolshevik -----------------------------------------------------------------------------


def _bolshevik_fit(hand: CardSet) -> int:
    """0 hopeless … 3 excellent for 7 misère."""
    return int(evaluate(hand).misere) + 1 if hand else 0


def bolshevik_call(view: SeatView) -> Decision:
    if view.legal_actions == (BOLSHEVIK,):
        return Decision(
            BOLSHEVIK,
            Msg("bc.forced_bolshevik"),
            ("R-6.5",),
        )
    if _bolshevik_fit(view.hand) >= 2:
        return Decision(BOLSHEVIK, Msg("bc.bolshevik"), ("R-6.3",))
    return Decision(PASS, Msg("bc.no_bolshevik"), ("R-6.3",))


def dictator_or_misere(view: SeatView) -> Decision:
    hand = view.hand
    aces = len(hand.aces())
    lengths = hand.lengths()
    long_suit = max(Suit, key=lambda s: (lengths[s], s))
    if aces >= 3 and lengths[long_suit] >= 6 and hand.count_honours(long_suit) >= 4:
        bid = Bid(7, Denomination.of_suit(long_suit))
        return Decision(bid, Msg("bc.dictator"), ("R-6.6",))
    return Decision(PASS, Msg("bc.play_misere"), ("R-6.6",))


__all__ = ["ConventionBot", "trump_opening_gate"]
