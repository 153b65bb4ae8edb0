"""Where the learner or a bot left the conventions in a finished deal: a call the conventions
do not accept for that hand, an opening lead they do not list, a one-card hand-over to partner
they would not make.

Each check asks the same conventions code the bots play by (``engine.conventions``), with what
the player knew at that moment (its hand and the public auction; for the lead its seat view),
so a departure is a fact about the conventions, not about the result. A move the conventions
cannot place (an auction their model does not cover) is not judged. Packets, doubles and the
play after the opening lead are left out: the conventions accept many orders there and the
double-dummy marks judge the play.

Records are plain data for the game's cached analysis: ``who`` is the key the review names
players by (a seat at the four-player table, a participant at the Bonehead table); ``why``
is the conventions' reason in English and ``why_msg`` the same reason as a stored message,
which the review shows in the reader's language.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.actions import Action, Give, Play
from engine.bonehead.actions import GiveCards, Move
from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.seating import BONEHEAD, seen_auction
from engine.bonehead.views import bonehead_view
from engine.bots.bonehead import seat_view_for
from engine.bots.exchange import main_side_suits, partner_card
from engine.bots.leads import lead_situation
from engine.cards import Card, CardSet
from engine.conventions import (
    CardChoice,
    allpass_handover,
    conventional_calls,
    defenders_handover,
    opening_leads,
)
from engine.deal import Deal
from engine.drills.themes import drillable
from engine.messages import Msg, msg_to_data
from engine.rules import Form
from engine.trick_taking import Phase
from engine.views import SeatView, seat_view

from .words import call_label

Departure = dict[str, Any]


def drill_theme(ids: Sequence[str]) -> str | None:
    """The most specific of ``ids`` (or of their parents: C-3.8.2, C-3.8, C-3) that a drill
    tests, for a "drill this" link; None when no drill does."""
    themes = drillable()
    for rule_id in ids:
        key = rule_id
        while key:
            if key in themes:
                return key
            key = key.rsplit(".", 1)[0] if "." in key else ""
    return None


def _record(who: int, stage: str, did: str, wanted: str, why: str, ids: Sequence[str]) -> Departure:
    return {
        "who": who,
        "stage": stage,
        "did": did,
        "wanted": wanted,
        "why": str(why),  # English, for a reader of the raw data
        **({"why_msg": msg_to_data(why)} if isinstance(why, Msg) else {}),
        "ids": list(ids),
        "drill": drill_theme(ids),
    }


def _judge_call(
    who: int,
    hand: CardSet,
    form: Form,
    before: Sequence[tuple[int, Action]],
    seat: int,
    dealer: int,
    call: Action,
    legal: Sequence[Action],
    partner_bids: bool = True,
) -> Departure | None:
    try:
        accepted = conventional_calls(
            hand, form.bidding, before, seat, dealer, partner_bids=partner_bids
        )
    except ValueError:  # an auction the conventions' model cannot place
        return None
    allowed = [s for s in accepted if s.call in legal]
    if not allowed or any(s.call == call for s in allowed):
        return None
    best = allowed[0]
    return _record(who, "call", call_label(call), call_label(best.call), best.text, best.ids)


def _judge_card(
    who: int, stage: str, card: Card, choices: Sequence[CardChoice], legal: CardSet
) -> Departure | None:
    allowed = [c for c in choices if c.card in legal]
    if not allowed or any(c.card == card for c in allowed):
        return None
    best = allowed[0]
    return _record(who, stage, str(card), str(best.card), best.text, best.ids)


def _lead(view: SeatView, who: int, card: Card) -> Departure | None:
    situation = lead_situation(view)
    if situation is None:
        return None
    return _judge_card(
        who, "opening lead", card, opening_leads(view.hand, situation), view.legal_cards
    )


def _handover(view: SeatView, who: int, card: Card, phase: Phase) -> Departure | None:
    if phase is Phase.ALLPASS_EXCHANGE:
        choices = allpass_handover(view.hand, partner_card(view))
    else:
        contract = view.contract
        if contract is None or view.declarer is None:
            return None
        choices = defenders_handover(view.hand, contract, partner_card(view), main_side_suits(view))
    return _judge_card(who, "hand-over", card, choices, view.hand)


def _safely(check: Callable[..., Departure | None], *args: Any) -> Departure | None:
    """A check that trips over a position the conventions' code does not expect judges
    nothing rather than spoil the review."""
    try:
        return check(*args)
    except (ValueError, AssertionError, KeyError, IndexError):
        return None


def four_departures(new_deal: Deal, steps: Sequence[tuple[int, Action]]) -> list[Departure]:
    """The departures of a four-player deal, replayed from its record (``who``: the seat)."""
    deal = new_deal
    out: list[Departure] = []
    for seat, action in steps:
        phase = deal.phase
        found: Departure | None = None
        if phase is Phase.AUCTION and deal.form is not Form.BOLSHEVIK:
            hand = CardSet(deal.hands[seat])
            found = _safely(
                _judge_call,
                seat,
                hand,
                deal.form,
                list(deal.calls),
                seat,
                deal.dealer,
                action,
                deal.legal_actions(),
            )
        elif (
            phase is Phase.PLAY
            and not deal.tricks
            and not deal.trick_cards
            and isinstance(action, Play)
        ):
            found = _safely(_lead, seat_view(deal, seat), seat, action.card)
        elif (
            phase in (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE)
            and isinstance(action, Give)
            and len(action.gifts) == 1
        ):
            found = _safely(_handover, seat_view(deal, seat), seat, action.gifts[0][1], phase)
        if found is not None:
            out.append(found)
        deal.apply(action, seat)
    return out


def bonehead_departures(new_deal: BoneheadDeal, steps: Sequence[Move]) -> list[Departure]:
    """The departures of a Bonehead deal (``who``: the participant whose hand it was; the
    bonehead's own cards are played by the player acting for it)."""
    deal = new_deal
    out: list[Departure] = []
    for move in steps:
        phase = deal.phase
        action = move.action
        found: Departure | None = None
        if phase is Phase.AUCTION and move.hand != BONEHEAD:
            seen = seen_auction(move.player, deal.dealer, deal.calls)
            found = _safely(
                _judge_call,
                move.player,
                CardSet(deal.hands[move.player]),
                deal.form,
                seen.auction(),
                seen.seat_of(move.player),
                seen.seat_of(deal.dealer),
                action,
                deal.legal_actions(),
                False,  # the bonehead partner never bids
            )
        elif (
            phase is Phase.PLAY
            and not deal.tricks
            and not deal.trick_cards
            and isinstance(action, Play)
        ):
            view = seat_view_for(bonehead_view(deal, move.player))
            found = _safely(_lead, view, move.hand, action.card)
        elif (
            phase in (Phase.DEFENDERS_EXCHANGE, Phase.ALLPASS_EXCHANGE)
            and isinstance(action, GiveCards)
            and len(action.gifts) == 1
        ):
            view = seat_view_for(bonehead_view(deal, move.player))
            found = _safely(_handover, view, move.hand, action.gifts[0][1], phase)
        if found is not None:
            out.append(found)
        deal.apply(action, move.player, move.hand)
    return out


__all__ = ["Departure", "bonehead_departures", "drill_theme", "four_departures"]
