"""The opening lead by the conventions (C-7); later leads are left to the card play."""

from __future__ import annotations

from ..actions import Double, Play
from ..cards import Rank, Suit
from ..conventions.auction import Shown, auction_shown
from ..conventions.leads import LeadKind, LeadSituation, opening_leads
from ..rules import Form, partner
from ..trick_taking import Kind, Phase
from ..views import SeatView
from . import Decision
from .exchange import (
    bolshevik_gift,
    card_handed_to_partner,
    main_side_suits,
    partner_card,
    single_card_received,
)


def opening_lead(view: SeatView) -> Decision | None:
    if view.tricks_played or view.current_trick or view.leader != view.seat:
        return None
    situation = lead_situation(view)
    if situation is None:
        return None
    legal = view.legal_cards
    for choice in opening_leads(view.hand, situation):
        if choice.card in legal:
            return Decision(Play(choice.card), choice.text, choice.ids)
    return None


def lead_situation(view: SeatView) -> LeadSituation | None:
    """What the opening leader knows besides its hand, read off its seat view."""
    received = partner_card(view)
    handed = card_handed_to_partner(view)
    doublers = {s for s, c in view.doubling_calls if isinstance(c, Double)}
    if view.kind is Kind.ALLPASS:
        situation = LeadSituation(
            LeadKind.ALLPASS,
            None,
            received,
            handed,
            exchange=True,
            partner_doubled=partner(view.seat) in doublers,
            leader_doubled=view.seat in doublers,
        )
    elif view.contract is not None:
        main_suits: frozenset[Suit] = frozenset()
        if view.kind is Kind.CONTRACT:
            main_suits = frozenset(main_side_suits(view))
        form = Form.BOLSHEVIK if view.kind is Kind.BOLSHEVIK else view.form
        gift = bolshevik_gift(view) if view.kind is Kind.BOLSHEVIK else None
        shown = _main_shown(view)
        situation = LeadSituation.for_contract(
            view.contract,
            form,
            received,
            handed_over=handed,
            exchange=bool(view.defenders_exchange),
            partner_doubled=partner(view.seat) in doublers,
            leader_doubled=view.seat in doublers or view.seat in view.doubled_by,
            main_side_suits=main_suits,
            gift=gift,
            kitty_honours=frozenset(
                c.suit for c in view.kitty_exposed or () if c.rank >= Rank.QUEEN
            ),
            aces_shown=frozenset().union(*(x.aces for x in shown)),
            kings_shown=frozenset().union(*(x.kings for x in shown)),
            dealt=single_card_received(view, Phase.DISTRIBUTE),
        )
    else:
        return None
    return situation


def _main_shown(view: SeatView) -> list[Shown]:
    """What each main player's honour-showing bids showed in the auction (C-4.2, C-4.3): the
    aces and kings, each seat's auction read once."""
    if view.kind is not Kind.CONTRACT or view.declarer is None:
        return []
    main = (view.declarer, partner(view.declarer))
    found = (auction_shown(view.form, view.dealer, view.calls, s) for s in main)
    return [x for x in found if x is not None]
