"""Conventions on the command line (JSON out), registered by :func:`add_commands`:

    python -m engine packet --form nokitty "♦K ♠4 ♦2 ♠8"
    python -m engine packet --form nokitty "♠8 ♠4 ♦K ♦2" --build "voids=♠♦ misere=no first=♥"
    python -m engine packet --form nokitty --hand "♠84 ♣AK87 ♦K2 ♥AKQ87" --plan "trumps=♥"
    python -m engine packet --form nokitty --hand "…17 cards…" --received "♦K ♠4 ♦2 ♠8"
    python -m engine packet --form kitty --hand "…16 cards…" --distribute --seat S \\
        --plan "trumps=♠" --received "♣3 ♠Q ♠6 ♠7"
    python -m engine bid --form kitty --hand "♠9 ♣K75 ♦AKQ1086 ♥A6"
    python -m engine bid --form kitty --hand "♠73 ♣852 ♦K64 ♥AQJ74" --auction "1♠ pass"
    python -m engine bid --form kitty --auction "1♠ pass 1♦ pass" --explain 2♦
    python -m engine bid --form kitty --auction "1♠ pass 1♦ pass 2♦ 5M 5♣" --explain-all
    python -m engine lead --contract 5♥ --form kitty --hand "♥K107 ♦103 ♣A10732 ♠762" \\
        --received ♥10 --suspect-ruff
    python -m engine lead --allpass --hand "…" --received ♦2 --sent ♣5
    python -m engine handover --contract 5♥ --form kitty --hand "…" [--received ♦A]
    python -m engine handover --allpass --hand "♥J95 ♦J7642 ♣A2 ♠Q87"
    python -m engine handover --bolshevik --hand "…16 cards…" --declarer N

Plans (``--plan``): ``trumps=♥``, ``grand``, ``misere`` and the options ``second=♣``,
``first=me|partner`` (who bid the trump suit first; default partner), ``partner=♦``
(suits partner bid), ``side=♠♦`` (suits our side bid), ``misere=yes|no`` (the flag to show).
Seats are N E S W; the dealer defaults to N and the bidder to the next seat to call.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..actions import parse_action, parse_bid
from ..cards import Card, CardSet, NotationError, Suit, parse_cards
from ..conventions.calls import parse_auction
from ..conventions.exchange import (
    ContractKind,
    PacketPlan,
    distribution_options,
    packet_options,
    return_options,
)
from ..conventions.explain import auction_explanations, explain_call
from ..conventions.handovers import allpass_handover, bolshevik_gifts, defenders_handover
from ..conventions.leads import LeadKind, LeadSituation, opening_leads
from ..conventions.packets import PacketWish, build_packet, read_packet
from ..conventions.suggest import conventional_calls
from ..rules import SEAT_NAMES, Form, parse_seat


def _suits(text: str) -> frozenset[Suit]:
    t = text.strip()
    if t in ("", "-"):
        return frozenset()
    return frozenset(Suit.parse(ch) for ch in t if not ch.isspace())


def parse_plan(text: str) -> PacketPlan:
    kind: ContractKind | None = None
    values: dict[str, Any] = {}
    for token in text.replace(",", " ").split():
        key, _, value = token.partition("=")
        key = key.lower().replace("misère", "misere")
        if key in ("trumps", "trump"):
            kind = ContractKind.TRUMPS
            if value:
                values["trump"] = Suit.parse(value)
        elif key in ("grand", "nt"):
            kind = ContractKind.GRAND
        elif key == "misere" and not value:
            kind = ContractKind.MISERE
        elif key == "misere":
            values["misere"] = value.lower() in ("yes", "y", "true")
        elif key == "safe":
            values["trump"] = Suit.parse(value)
        elif key == "second":
            values["second"] = Suit.parse(value)
        elif key == "first":
            if value.lower() not in ("me", "partner"):
                raise NotationError("first=me or first=partner")
            values["partner_bid_trumps_first"] = value.lower() == "partner"
        elif key == "partner":
            values["partner_suits"] = _suits(value)
        elif key == "side":
            values["side_suits"] = _suits(value)
        else:
            raise NotationError(f"unknown plan word {token!r}")
    if kind is None:
        raise NotationError("a plan names trumps=SUIT, grand or misere")
    if kind is ContractKind.TRUMPS and "trump" not in values:
        raise NotationError("trumps=SUIT names the trump suit")
    return PacketPlan(kind, **values)


def _form(text: str) -> Form:
    return Form.parse(text)


def _card(text: str | None) -> Card | None:
    return Card.parse(text) if text else None


def cmd_packet(args: argparse.Namespace) -> dict[str, Any]:
    form = _form(args.form)
    if args.distribute:
        if not args.hand or not args.seat:
            raise NotationError("--distribute needs --hand (16 cards) and --seat")
        plan = parse_plan(args.plan or "grand")
        received = parse_cards(args.received) if args.received else ()
        gifts = distribution_options(
            CardSet.parse(args.hand), parse_seat(args.seat), plan.kind, plan.trump, received
        )
        return {"kind": "distribution", "choices": [g.to_json() for g in gifts]}
    if args.hand and args.received:
        back = return_options(CardSet.parse(args.hand), parse_cards(args.received))
        return {"kind": "return-packet", "choices": [c.to_json() for c in back]}
    if args.hand:
        if not args.plan:
            raise NotationError("--hand needs --plan (e.g. trumps=♥, grand, misere)")
        opts = packet_options(CardSet.parse(args.hand), form, parse_plan(args.plan))
        return {"kind": "packet", "choices": [c.to_json() for c in opts]}
    if not args.cards:
        raise NotationError("give four cards (top first), or --hand with --plan")
    cards = parse_cards(args.cards)
    if len(cards) != 4:
        raise NotationError(f"a packet has four cards, not {len(cards)}")
    if args.build is not None:
        return build_packet(
            cards, PacketWish.parse(args.build), form, returned=args.returned
        ).to_json()
    out = read_packet(cards, form, returned=args.returned).to_json()
    out["kind"] = "reading"
    return out


def cmd_bid(args: argparse.Namespace) -> dict[str, Any]:
    form = _form(args.form)
    dealer = parse_seat(args.dealer)
    auction = parse_auction(args.auction, dealer) if args.auction else []
    seat = parse_seat(args.seat) if args.seat else (dealer + len(auction)) % 4
    if args.explain_all:
        return {
            "kind": "auction",
            "dealer": SEAT_NAMES[dealer],
            "calls": [
                {"seat": SEAT_NAMES[s], **m.to_json()}
                for (s, _), m in zip(
                    auction, auction_explanations(form, auction, dealer), strict=True
                )
            ],
        }
    if args.explain:
        m = explain_call(parse_action(args.explain), form, auction, seat, dealer)
        return {"kind": "meaning", "seat": SEAT_NAMES[seat], **m.to_json()}
    if not args.hand:
        raise NotationError("bid needs --hand (or --explain CALL / --explain-all)")
    out = conventional_calls(CardSet.parse(args.hand), form, auction, seat, dealer)
    return {
        "kind": "calls",
        "seat": SEAT_NAMES[seat],
        "dealer": SEAT_NAMES[dealer],
        "calls": [s.to_json() for s in out],
    }


def cmd_lead(args: argparse.Namespace) -> dict[str, Any]:
    hand = CardSet.parse(args.hand)
    received = _card(args.received)
    extras: dict[str, Any] = {
        "handed_over": _card(args.sent),
        "partner_doubled": args.partner_doubled,
        "leader_doubled": args.doubled,
        "suspect_ruff": args.suspect_ruff,
        "main_side_suits": _suits(args.main_suits or ""),
    }
    if args.allpass:
        sit = LeadSituation(LeadKind.ALLPASS, received=received, **extras)
    elif args.bolshevik:
        sit = LeadSituation(LeadKind.BOLSHEVIK, **extras)
    else:
        if not args.contract:
            raise NotationError("lead needs --contract (or --allpass / --bolshevik)")
        if args.no_exchange:
            extras["exchange"] = False
        sit = LeadSituation.for_contract(
            parse_bid(args.contract), _form(args.form), received, **extras
        )
    return {
        "kind": "lead",
        "situation": sit.kind.value,
        "choices": [c.to_json() for c in opening_leads(hand, sit)],
    }


def cmd_handover(args: argparse.Namespace) -> dict[str, Any]:
    hand = CardSet.parse(args.hand)
    if args.bolshevik:
        gifts = bolshevik_gifts(hand, parse_seat(args.declarer))
        return {"kind": "bolshevik-gifts", "choices": [g.to_json() for g in gifts]}
    received = _card(args.received)
    if args.allpass:
        out = allpass_handover(hand, received, args.partner_natural_void)
    else:
        if not args.contract:
            raise NotationError("handover needs --contract (or --allpass / --bolshevik)")
        out = defenders_handover(
            hand, parse_bid(args.contract), received, sorted(_suits(args.main_suits or ""))
        )
    return {"kind": "handover", "choices": [c.to_json() for c in out]}


def add_commands(sub: Any) -> None:
    """Add ``packet``, ``bid``, ``lead`` and ``handover`` to ``python -m engine``."""
    forms = ["kitty", "nokitty"]
    p = sub.add_parser("packet", help="read, build or choose a four-card packet (C-1, C-2)")
    p.add_argument("cards", nargs="?", help="four cards, top first, e.g. '♦K ♠4 ♦2 ♠8'")
    p.add_argument("--form", required=True, choices=forms)
    p.add_argument("--returned", action="store_true", help="a no-kitty return packet")
    p.add_argument("--build", metavar="WISH", help="e.g. 'voids=♠♦ misere=no first=♥'")
    p.add_argument("--hand", help="choose a packet for this hand (with --plan)")
    p.add_argument("--plan", help="e.g. 'trumps=♥', 'grand partner=♦', 'misere'")
    p.add_argument("--received", help="the packet partner sent (return or distribution)")
    p.add_argument("--distribute", action="store_true", help="kitty partner's three gifts")
    p.add_argument("--seat", help="the distributing seat (N E S W)")
    p.set_defaults(handler=cmd_packet)

    b = sub.add_parser("bid", help="conventional calls for a hand, or what a call shows")
    b.add_argument("--form", required=True, choices=forms)
    b.add_argument("--hand")
    b.add_argument("--auction", default="", help="calls from the dealer on, e.g. 'pass 1♠'")
    b.add_argument("--dealer", default="N")
    b.add_argument("--seat", help="default: the next seat to call")
    b.add_argument("--explain", metavar="CALL", help="explain this call instead")
    b.add_argument("--explain-all", action="store_true", help="explain every call")
    b.set_defaults(handler=cmd_bid)

    ld = sub.add_parser("lead", help="conventional opening leads (C-7)")
    ld.add_argument("--hand", required=True)
    ld.add_argument("--contract", help="e.g. 6♥, 5M, 6G")
    ld.add_argument("--form", default="kitty", choices=[*forms, "bolshevik"])
    ld.add_argument("--allpass", action="store_true")
    ld.add_argument("--bolshevik", action="store_true", help="the stalker's lead")
    ld.add_argument("--received", help="the card partner handed over")
    ld.add_argument("--sent", help="the card this hand handed over")
    ld.add_argument("--partner-doubled", action="store_true")
    ld.add_argument("--doubled", action="store_true", help="the leader doubled")
    ld.add_argument("--no-exchange", action="store_true", help="misère without exchange")
    ld.add_argument("--suspect-ruff", action="store_true", help="cross-/tail-ruff expected")
    ld.add_argument("--main-suits", help="suits the main players bid, e.g. ♠♦")
    ld.set_defaults(handler=cmd_lead)

    h = sub.add_parser("handover", help="defenders', all-pass or Bolshevik hand-overs (C-6)")
    h.add_argument("--hand", required=True)
    h.add_argument("--contract", help="the defenders' contract, e.g. 5♥")
    h.add_argument("--form", default="kitty", choices=forms)
    h.add_argument("--allpass", action="store_true")
    h.add_argument("--bolshevik", action="store_true")
    h.add_argument("--declarer", default="N", help="the Bolshevik (for --bolshevik)")
    h.add_argument("--received", help="partner's card, when this is the second hand-over")
    h.add_argument("--partner-natural-void", action="store_true")
    h.add_argument("--main-suits", help="suits the main players bid, e.g. ♠")
    h.set_defaults(handler=cmd_handover)


__all__ = ["add_commands", "parse_plan"]
