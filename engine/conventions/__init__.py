"""Conventions as code (docs/conventions.md): what a good player means by a packet, a bid, a
hand-over or a lead, and which one to choose. Pure Python, no Django; every explanation
line names its C-/I-/IC- ids. On the command line: ``python -m engine packet|bid|lead|
handover`` (see :mod:`engine.tools.conventions_cli`).

Public API (stable; other rooms build drills, bots and lessons on it):

Packets (C-1, C-2) — :mod:`engine.conventions.packets`
    ``read_packet(cards, form, *, returned=False) -> PacketReading``
        The reading of four cards, top first, for ``Form.KITTY`` or ``Form.NOKITTY``
        (``returned``: the partner's no-kitty return packet, C-2.4). Never raises for four
        different cards. ``PacketReading`` fields: ``cards``, ``form``, ``shape`` (``Shape``),
        ``pattern`` (C-1 letters such as ``"aaBB"``), ``suits`` ((suit, ``SuitStatus``) from
        the top), ``misere`` (bool or None), ``first_choice``, ``second_choice``,
        ``unwanted`` (no-kitty wish), ``ace_mark`` (``AceMark``), ``conventional``,
        ``facts`` (``Fact(text, ids)``); helpers ``voids``, ``continuing``, ``status(suit)``,
        ``ids``, ``message()`` (a ``PacketWish`` of everything it says), ``to_json()``.
    ``PacketWish(voids, keeps, misere, first, second, unwanted, ace_mark)``
        A message to send; None fields mean "any". ``PacketWish.parse("voids=♠♦ misere=no
        first=♥")`` and ``.notation()`` round-trip; ``.matches(reading)``.
    ``build_packet(cards, wish, form, *, returned=False, allow_unconventional=False)
    -> PacketBuild``
        Every order of the four cards whose reading matches the wish (``orders``), or
        ``reasons`` (facts) why none does. ``all_readings(cards, form)`` gives all 24.

Bids (C-3, C-4, C-5) — :mod:`engine.conventions.suggest` and :mod:`engine.conventions.explain`
    ``conventional_calls(hand, form, auction, seat, dealer) -> list[CallSuggestion]``
        ``auction`` is the first auction so far as ``(seat, call)`` pairs from the dealer;
        ``seat`` must be next to call. Never empty, every call legal (R-3), exactly one
        ``preferred`` (listed first). ``CallSuggestion(call, preferred, ids, text, shows)``.
    ``explain_call(call, form, auction_before, seat, dealer) -> CallMeaning``
        What a call tells the table: ``facts``, ``text``, ``ids``, ``conventional`` and
        ``shows`` (``ShownFact(kind: ShowKind, suit, suits, count, bid)``, e.g.
        ``ShowKind.ACE`` with ``suit``, ``ShowKind.ASKS_KITTY_BID`` with ``bid``).
    ``auction_explanations(form, auction, dealer)``, ``parse_auction("pass 1♠ pass", dealer)``.
    Hand words (first-round suit, side ace, about seven honours, misère fitness, natural
    void, hopeless for all-pass misère) are ``engine.conventions.handeval.evaluate(hand)``.

Choosing hand-overs of the main players (bots) — :mod:`engine.conventions.exchange`
    ``PacketPlan(kind: ContractKind, trump, second, partner_bid_trumps_first, partner_suits,
    side_suits, misere)`` says what the passer aims at.
    ``packet_options(hand, form, plan) -> list[PacketChoice]`` / ``choose_packet(...)``:
        the kitty bidder's packet (16 cards) or the no-kitty highest bidder's (13 cards).
        ``PacketChoice(packet, orders, wish, reading, preferred, ids, text)``; ``.action``
        is the engine ``Packet``.
    ``return_options(hand, received) -> list[PacketChoice]``: the no-kitty return (C-2.4).
    ``distribution_options(hand, seat, kind, trump, received) -> list[GiveChoice]``: the
        kitty partner's one card to each player (R-4.3); ``GiveChoice.action`` is a ``Give``.

Hand-overs and leads (C-6, C-7) — :mod:`engine.conventions.handovers`, ``leads``
    ``defenders_handover(hand, contract, received=None, main_side_suits=()) -> list[CardChoice]``
        C-6.1 – C-6.3 (``received``: partner's card when this is the second hand-over).
    ``allpass_handover(hand, received=None, partner_natural_void=False)``: C-6.4.
    ``bolshevik_gifts(hand, declarer) -> list[GiveChoice]``: C-6.5.
    ``opening_leads(hand, LeadSituation(kind: LeadKind, trump, received, handed_over,
    exchange, partner_doubled, leader_doubled, suspect_ruff, main_side_suits))``: C-7;
    ``LeadSituation.for_contract(contract, form, received, ...)`` fills kind and trump.
    ``CardChoice(card, preferred, ids, text, open_reading)``: preferred first, exactly one
    preferred; ``open_reading`` (an IC id) marks a card that is not preferred only by a
    reading of a point the Handbook leaves open (IC-34): accept it in full.

Signals (C-8.1) — :mod:`engine.conventions.signals`
    ``discard_signal(card, led) -> SignalReading(card, suit, fact, alternative)``: the suit a
    first discard asks for, and the suit another fair reading gives where the Handbook is
    silent (IC-36); ``signal_cards(hand, led, wanted, lenient=False)``: the discards that ask
    for ``wanted``.

Interpretations beyond docs/conventions.md are the IC-n notes in ``INTERPRETATIONS.md`` next to
this file; the I-n notes of docs/conventions.md are cited where they apply.
"""

from __future__ import annotations

from .calls import CallMeaning, CallSuggestion, ShowKind, ShownFact, parse_auction
from .exchange import (
    ContractKind,
    GiveChoice,
    PacketChoice,
    PacketPlan,
    choose_packet,
    distribution_options,
    packet_options,
    return_options,
)
from .explain import auction_explanations, explain_call
from .facts import Fact
from .handeval import HandEval, MisereFit, evaluate
from .handovers import CardChoice, allpass_handover, bolshevik_gifts, defenders_handover
from .leads import LeadKind, LeadSituation, opening_leads
from .packets import (
    NO_ACE_MARK,
    AceMark,
    PacketBuild,
    PacketReading,
    PacketWish,
    Shape,
    SuitStatus,
    all_readings,
    build_packet,
    read_packet,
)
from .signals import SignalReading, discard_signal, signal_cards
from .suggest import conventional_calls

__all__ = [
    "NO_ACE_MARK",
    "AceMark",
    "CallMeaning",
    "CallSuggestion",
    "CardChoice",
    "ContractKind",
    "Fact",
    "GiveChoice",
    "HandEval",
    "LeadKind",
    "LeadSituation",
    "MisereFit",
    "PacketBuild",
    "PacketChoice",
    "PacketPlan",
    "PacketReading",
    "PacketWish",
    "Shape",
    "ShowKind",
    "ShownFact",
    "SignalReading",
    "SuitStatus",
    "all_readings",
    "allpass_handover",
    "auction_explanations",
    "bolshevik_gifts",
    "build_packet",
    "choose_packet",
    "conventional_calls",
    "defenders_handover",
    "discard_signal",
    "distribution_options",
    "evaluate",
    "explain_call",
    "opening_leads",
    "packet_options",
    "parse_auction",
    "read_packet",
    "return_options",
    "signal_cards",
]
