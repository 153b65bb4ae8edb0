"""Small builders for the bonehead tests (R-9)."""

from __future__ import annotations

from engine.bonehead.actions import Move
from engine.bonehead.deal import BoneheadDeal
from engine.cards import CardSet, parse_cards
from engine.rules import DEFAULT_RULES, Form, Ruleset

# Readable hands: A holds the top cards, B the next ones, C lower, the bonehead the lowest.
KITTY = {
    "A": "♠AKQJ ♣AKQ ♦AKQ ♥AK",
    "B": "♠1098 ♣J109 ♦J109 ♥QJ10",
    "C": "♠765 ♣876 ♦876 ♥987",
    "bonehead": "♠4 ♣5432 ♦5432 ♥654",
}
KITTY_KITTY = "♠3 ♠2 ♥3 ♥2"

NOKITTY = {
    "A": "♠AKQJ ♣AKQ ♦AKQ ♥AKQ",
    "B": "♠1098 ♣J1092 ♦J109 ♥J109",
    "C": "♠765 ♣876 ♦876 ♥8765",
    "bonehead": "♠432 ♣543 ♦5432 ♥432",
}


def hands_of(spec: dict[str, str]) -> list[CardSet]:
    return [CardSet.parse(spec[k]) for k in ("A", "B", "C", "bonehead")]


def bonehead_deal(
    form: Form,
    dealer: str = "A",
    hands: dict[str, str] | None = None,
    kitty: str | None = None,
    glimpses: tuple[str, str, str] | None = None,
    ruleset: Ruleset = DEFAULT_RULES,
) -> BoneheadDeal:
    if hands is None:
        hands = KITTY if form is Form.KITTY else NOKITTY
    if kitty is None:
        kitty = KITTY_KITTY if form is Form.KITTY else ""
    return BoneheadDeal(
        form,
        "ABC".index(dealer),
        hands_of(hands),
        parse_cards(kitty) if kitty else (),
        ruleset,
        None if glimpses is None else [CardSet.parse(g) for g in glimpses],
    )


def play(deal: BoneheadDeal, *moves: str) -> BoneheadDeal:
    """Apply moves written as record lines: "A pass", "B for bonehead: play ♥2"."""
    for text in moves:
        m = Move.parse(text)
        deal.apply(m.action, m.player, m.hand)
    return deal


def auction_won_by(
    form: Form, declarer: str, bid: str, dealer: str = "A", **kw: object
) -> BoneheadDeal:
    """A deal whose auction the ``declarer`` wins with ``bid`` at their first turn."""
    deal = bonehead_deal(form, dealer, **kw)  # type: ignore[arg-type]
    order = "ABC"
    d = order.index(dealer)
    speakers = [order[(d + i) % 3] for i in range(3)]
    moves = []
    for who in speakers:
        if who == declarer:
            moves.append(f"{who} {bid}")
            break
        moves.append(f"{who} pass")
    start = speakers.index(declarer)
    for i in range(1, 7):
        moves.append(f"{order[(d + start + i) % 3]} pass")
    return play(deal, *moves)
