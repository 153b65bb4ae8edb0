"""Hand a card over (C-6, R-4.3): the hand-overs that are not the main packet.

Levels: 1 the defenders' exchange in a trump contract (C-6.1), 2 the defenders' exchange in
misère and grand (C-6.2, C-6.3), 3 the all-pass misère exchange (C-6.4), 4 the Bolshevik's
three gifts (C-6.5), 5 the kitty bidder's partner's card to each player (R-4.3). The deal is
bid and exchanged by convention bots up to the learner's hand-over; each level lists the
kinds of hand-over it asks for and the seed draws one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..actions import Action, Bid
from ..bots.config import DRILLS
from ..bots.convention import ConventionBot
from ..bots.exchange import kitty_bidders_suits, main_side_suits, opponents_suits
from ..cards import Card, CardSet, NotationError, Rank, Suit
from ..conventions import (
    ContractKind,
    GiveChoice,
    allpass_handover,
    bolshevik_gifts,
    defenders_handover,
    distribution_options,
)
from ..conventions.auction import aces_shown, played_auction
from ..conventions.handovers import ascending
from ..deal import BolshevikContext, Deal
from ..messages import Msg
from ..rules import Form, left, partner, right, side
from ..scoring import bid_words
from ..trick_taking import Kind, Phase
from ..views import seat_view
from . import (
    Choice,
    Drill,
    DrillInputError,
    DrillType,
    Target,
    Verdict,
    card_from_hand,
    choice_verdict,
    register,
    target_tries,
)
from .stacking import Layout, bots_until, steered_auction
from .words import and_msg, convention_ids, reason_of, strip_ids, tidy

LEVELS = {
    1: "Defenders in a trump contract",
    2: "Defenders in misère and grand",
    3: "All-pass misère",
    4: "The Bolshevik's three gifts",
    5: "The kitty bidder's partner: a card to each player",
}
_K, _N, _B = Form.KITTY, Form.NOKITTY, Form.BOLSHEVIK
_PHASES = {
    1: Phase.DEFENDERS_EXCHANGE,
    2: Phase.DEFENDERS_EXCHANGE,
    3: Phase.ALLPASS_EXCHANGE,
    4: Phase.BOLSHEVIK_GIVE,
    5: Phase.DISTRIBUTE,
}


def _kind_of(bid: Bid) -> ContractKind:
    if bid.denomination.is_misere:
        return ContractKind.MISERE
    if bid.denomination.suit is None:
        return ContractKind.GRAND
    return ContractKind.TRUMPS


# --- what kind of hand-over the answer is ------------------------------------------------------


def classify_card(
    level: int, hand: CardSet, card: Card, received: Card | None, contract: Bid | None
) -> str:
    """The rule a one-card hand-over follows (for targets and answer counts)."""
    cards = ascending(hand, card.suit)
    trump = contract.trumps if contract is not None else None
    if level == 1:
        if received is None:
            return "first: highest trump" if card.suit is trump else "first: shortest suit"
        return "back: highest trump" if card.suit is trump else "back: shortest suit"
    if level == 2:
        if contract is not None and not contract.denomination.is_misere:
            return "grand: shortest suit"
        void = any(hand.length(s) == 0 for s in Suit)
        if void and len(cards) in (3, 4) and card not in (cards[0], cards[-1]):
            return "misère: natural void"
        return "misère: shortest suit"
    if received is not None:
        return "returning partner's card"
    void = any(hand.length(s) == 0 for s in Suit)
    if void and len(cards) in (3, 4) and card not in (cards[0], cards[-1]):
        return "natural void"
    if card.is_ace:
        return "a short ace"
    if len(cards) == 2 and cards[-1].is_ace and card.rank in (Rank.TWO, Rank.THREE):
        return "the spot from A2 or A3"
    if Card(card.suit, Rank.KING) in hand and card.rank is not Rank.KING and len(cards) >= 2:
        return "a small card beside a king"
    return "the lowest card"


def _give_class(level: int, hand: CardSet, choice: GiveChoice) -> str:
    cards = [c for _, c in choice.gifts]
    suits = {c.suit for c in cards}
    voided = [s for s in suits if all(c in cards for c in hand.suit(s))]
    if level == 4:
        ace = any(c.is_ace for c in cards)
        return f"void {len(voided)} suit{'s' if len(voided) != 1 else ''}" + (
            " with an ace" if ace else ""
        )
    return "voids a suit" if voided else "no suit to void"


# --- targets ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class _HandTarget:
    target: Target
    forms: tuple[Form, ...]
    classes: tuple[str, ...]
    kinds: tuple[ContractKind, ...] = ()
    stack: Callable[[Layout, random.Random], None] | None = None
    prefer: Callable[[int, Action, Deal], bool] | None = None  # steers the auction


def _five_misere(seat: int, call: Action, deal: Deal) -> bool:
    """Among conventional calls: a five-misère pre-empt, and the other side letting it stand."""
    if isinstance(call, Bid):
        return call.denomination.is_misere and call.level == 5
    st = deal.standing_seat
    return (
        st is not None
        and side(st) != side(seat)
        and deal.standing is not None
        and (deal.standing.denomination.is_misere)
    )


def _void_somewhere(layout: Layout, rng: random.Random) -> None:
    """A natural void in one seat."""
    seat = rng.randrange(4)
    suit = rng.choice(list(Suit))
    layout.take_away(seat, [c for c in layout.hands[seat] if c.suit is suit], rng)


def _ace_pair(layout: Layout, rng: random.Random) -> None:
    """A short A2 or A3 at the dealer's left (who hands over first in all-pass misère)."""
    seat = (layout.dealer + 1) % 4
    suit = rng.choice(list(Suit))
    spot = Card(suit, rng.choice((Rank.TWO, Rank.THREE)))
    layout.give(seat, [Card(suit, Rank.ACE), spot], rng)
    layout.take_away(
        seat,
        [c for c in layout.hands[seat] if c.suit is suit and c not in (spot, Card(suit, Rank.ACE))],
        rng,
    )


def _preempt(layout: Layout, rng: random.Random, void: bool = False) -> None:
    """The dealer's left opens with a strong suit and the next seat has low cards: a five
    misère pre-empt (and so a defenders' exchange) is likely. ``void``: the defender who
    hands over first (the opener's partner) is naturally void in a suit."""
    d = layout.dealer
    opener, preempter, first_defender = (d + 1) % 4, (d + 2) % 4, (d + 3) % 4
    x, y = rng.sample(list(Suit), 2)
    spots = [Card(x, r) for r in Rank if r.is_spot]
    strong = [Card(x, Rank.ACE), Card(x, Rank.KING), Card(x, Rank.JACK), *rng.sample(spots, 2)]
    layout.give(opener, [*strong, Card(y, Rank.ACE)], rng)
    # A five-misère hand, not a six (one 2-spot, low cards, one short ace): it pre-empts at
    # five, which lets the defenders exchange.
    others = [s for s in Suit if s is not x]
    z = rng.choice(others)
    lows = [Card(s, r) for s in others for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    layout.give(preempter, [Card(z, Rank.TWO), *rng.sample(lows, 4)], rng, keep=strong)
    layout.take_away(preempter, [Card(s, Rank.TWO) for s in Suit if s is not z], rng)
    # The opener's partner holds little: no raise, no suit of its own.
    weak = [c for c in layout.hands[first_defender] if c.rank >= Rank.TEN or c.suit is x]
    layout.take_away(first_defender, weak[:6], rng)
    if void:
        suit = rng.choice([s for s in Suit if s is not x])
        layout.take_away(
            first_defender, [c for c in layout.hands[first_defender] if c.suit is suit], rng
        )


def _preempt_void(layout: Layout, rng: random.Random) -> None:
    _preempt(layout, rng, void=True)


def _three_aces(layout: Layout, rng: random.Random) -> None:
    layout.give(rng.randrange(4), rng.sample([Card(s, Rank.ACE) for s in Suit], 3), rng)


def _low_hand(layout: Layout, rng: random.Random) -> None:
    twos = [Card(s, Rank.TWO) for s in rng.sample(list(Suit), 2)]
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    layout.give(rng.randrange(4), twos + rng.sample(lows, 5), rng)


TARGETS: dict[int, tuple[_HandTarget, ...]] = {
    1: (
        _HandTarget(
            Target("first: the highest trump", 0.3, ("C-6.1",)),
            (_K,),
            ("first: highest trump",),
            (ContractKind.TRUMPS,),
        ),
        _HandTarget(
            Target("first: the shortest suit", 0.2, ("C-6.1",)),
            (_K,),
            ("first: shortest suit",),
            (ContractKind.TRUMPS,),
        ),
        _HandTarget(
            Target("back: the highest trump", 0.3, ("C-6.1",)),
            (_K,),
            ("back: highest trump",),
            (ContractKind.TRUMPS,),
        ),
        _HandTarget(
            Target("back: the shortest suit", 0.2, ("C-6.1",)),
            (_K,),
            ("back: shortest suit",),
            (ContractKind.TRUMPS,),
        ),
    ),
    2: (
        _HandTarget(
            Target("misère: the shortest suit", 0.35, ("C-6.2",)),
            (_K,),
            ("misère: shortest suit",),
            (ContractKind.MISERE,),
            _preempt,
            _five_misere,
        ),
        _HandTarget(
            Target("misère: a natural void", 0.25, ("C-6.2",)),
            (_K,),
            ("misère: natural void",),
            (ContractKind.MISERE,),
            _preempt_void,
            _five_misere,
        ),
        _HandTarget(
            Target("grand: the shortest suit", 0.4, ("C-6.3",)),
            (_K,),
            ("grand: shortest suit",),
            (ContractKind.GRAND,),
            _three_aces,
        ),
    ),
    3: (
        _HandTarget(Target("the lowest card", 0.25, ("C-6.4",)), (_K, _N), ("the lowest card",)),
        _HandTarget(Target("a short ace", 0.2, ("C-6.4",)), (_K, _N), ("a short ace",)),
        _HandTarget(
            Target("the spot from A2 or A3", 0.1, ("C-6.4",)),
            (_K, _N),
            ("the spot from A2 or A3",),
            (),
            _ace_pair,
        ),
        _HandTarget(
            Target("a small card beside a king", 0.1, ("C-6.4",)),
            (_K, _N),
            ("a small card beside a king",),
        ),
        _HandTarget(
            Target("a natural void", 0.1, ("C-6.4", "C-6.2")),
            (_K, _N),
            ("natural void",),
            (),
            _void_somewhere,
        ),
        _HandTarget(
            Target("the return", 0.25, ("C-6.4",)), (_K, _N), ("returning partner's card",)
        ),
    ),
    4: (
        _HandTarget(Target("void one suit", 0.4, ("C-6.5",)), (_B,), ("void 1 suit",)),
        _HandTarget(
            Target("shed a short ace", 0.35, ("C-6.5",)),
            (_B,),
            ("void 1 suit with an ace", "void 2 suits with an ace"),
        ),
        _HandTarget(Target("void two suits", 0.25, ("C-6.5",)), (_B,), ("void 2 suits",)),
    ),
    5: (
        _HandTarget(
            Target("trumps", 0.4, ("R-4.3", "IC-24")),
            (_K,),
            ("voids a suit", "no suit to void"),
            (ContractKind.TRUMPS,),
        ),
        _HandTarget(
            Target("grand", 0.3, ("R-4.3", "IC-24")),
            (_K,),
            ("voids a suit", "no suit to void"),
            (ContractKind.GRAND,),
            _three_aces,
        ),
        _HandTarget(
            Target("misère", 0.3, ("R-4.3", "IC-24")),
            (_K,),
            ("voids a suit", "no suit to void"),
            (ContractKind.MISERE,),
            _low_hand,
        ),
    ),
}


# --- finding the situation ---------------------------------------------------------------------


def _received(deal: Deal, seat: int) -> Card | None:
    for t in deal.transfers:
        if t.receiver == seat and t.giver == partner(seat) and len(t.cards) == 1:
            return t.cards[0]
    return None


Options = list[Choice]


def options(level: int, deal: Deal) -> tuple[Options, bool]:
    """The conventions' choices for the seat to act: (choices, is a three-card give). Card
    choices are ("♠K", preferred, text, ids); gives are ("W:♠2 N:♥A E:♦9", …)."""
    seat = deal.to_act
    assert seat is not None
    hand = deal.hand(seat)
    if level in (1, 2):
        assert deal.contract is not None
        got = _received(deal, seat)
        cc = defenders_handover(hand, deal.contract, got, main_side_suits(seat_view(deal, seat)))
        return [(str(c.card), c.preferred, c.text, c.ids) for c in cc], False
    if level == 3:
        cc = allpass_handover(hand, _received(deal, seat))
        return [(str(c.card), c.preferred, c.text, c.ids) for c in cc], False
    if level == 4:
        gc = bolshevik_gifts(hand, seat)
    else:
        bid = deal.kitty_bid
        assert bid is not None
        packet = next(
            (t.cards for t in deal.transfers if t.receiver == seat and len(t.cards) == 4), ()
        )
        shown = aces_shown(deal.form, deal.dealer, deal.calls, partner(seat))
        kitty = deal.kitty if deal.kitty_exposed else ()
        sv = seat_view(deal, seat)
        opps = opponents_suits(sv)
        theirs = kitty_bidders_suits(sv)
        gc = distribution_options(
            hand, seat, _kind_of(bid), bid.trumps, packet, shown, kitty, opps, theirs
        )
    return [(gift_notation(g.gifts), g.preferred, g.text, g.ids) for g in gc], True


def _open_readings(level: int, deal: Deal) -> dict[str, str]:
    """The Bolshevik's layouts second only by an open point (IC-30's equal ranks), which earn
    full credit: notation → IC id."""
    if level != 4:
        return {}
    seat = deal.to_act
    assert seat is not None
    return {
        gift_notation(g.gifts): g.open_reading
        for g in bolshevik_gifts(deal.hand(seat), seat)
        if g.open_reading
    }


def gift_notation(gifts: Sequence[tuple[int, Card]]) -> str:
    from ..rules import SEAT_NAMES

    return " ".join(f"{SEAT_NAMES[s]}:{c}" for s, c in sorted(gifts))


def _classify(level: int, deal: Deal, opts: Options) -> str:
    seat = deal.to_act
    assert seat is not None
    hand = deal.hand(seat)
    best = next(o for o in opts if o[1])
    if level >= 4:
        gifts = tuple((_seat(tok), Card.parse(tok.split(":")[1])) for tok in best[0].split())
        return _give_class(level, hand, GiveChoice(gifts, True, (), ""))
    return classify_card(level, hand, Card.parse(best[0]), _received(deal, seat), deal.contract)


def _seat(token: str) -> int:
    from ..rules import SEAT_NAMES

    return SEAT_NAMES.index(token.split(":")[0])


def _honour_kitty_bid(deal: Deal) -> bool:
    """The first auction ended on an honour-showing bid below level 5 (IC-15), a suit neither
    partner bid naturally: no kitty bid names the trumps, and the hand-over could not tell
    them (review of fresh drills, hand-over 5-r46a22: North's 4♦ showing the ♦K ended the
    auction with ♣ agreed, and the drill gave ♦ as trumps)."""
    bid, kb = deal.kitty_bid, deal.kitty_bidder
    if bid is None or kb is None or bid.trumps is None or bid.level >= 5:
        return False
    auction = played_auction(deal.form, deal.calls, deal.dealer)
    return bid.trumps not in auction.natural_suits_of(kb) + auction.natural_suits_of(partner(kb))


def _situation(level: int, seed: str, rng: random.Random) -> tuple[int, Deal]:
    targets = TARGETS[level]
    phase = _PHASES[level]
    for tries, i in target_tries([t.target for t in targets], rng, seed, 400, 100):
        ht = targets[i]
        for attempt in range(tries):
            form = rng.choice(ht.forms)
            layout = Layout(form, rng.randrange(4), f"handover-drill:{level}:{seed}:{i}", attempt)
            if ht.stack is not None:
                ht.stack(layout, rng)
            ctx = BolshevikContext(frozenset(range(4)), 4) if form is Form.BOLSHEVIK else None
            deal = layout.deal(ctx)
            if level in (1, 2, 5):
                if ht.prefer is not None:
                    steered_auction(deal, ht.prefer)
                bots_until(deal, lambda d: d.phase not in (Phase.AUCTION,))
                if deal.kind is not Kind.CONTRACT or deal.kitty_bid is None:
                    continue
                if ht.kinds and _kind_of(deal.kitty_bid) not in ht.kinds:
                    continue
                if level == 5 and _honour_kitty_bid(deal):
                    continue
            # Stop at each hand-over of the phase, so the second hand-over can be the one asked.
            while True:
                bots_until(deal, lambda d: d.phase is phase or d.phase is Phase.PLAY)
                if deal.phase is not phase:
                    break
                if level in (1, 2) and ht.kinds:
                    assert deal.contract is not None
                    if _kind_of(deal.contract) not in ht.kinds:
                        break
                opts, _ = options(level, deal)
                if _classify(level, deal, opts) in ht.classes:
                    return i, deal
                seat = deal.to_act
                assert seat is not None
                deal.apply(ConventionBot(DRILLS).decide(seat_view(deal, seat)).action, seat)
    raise RuntimeError("no hand-over situation found")  # pragma: no cover


# --- the drill ---------------------------------------------------------------------------------


def _seat_word(seat: int) -> Msg:
    return Msg(f"seat.{seat}")


def _context(level: int, deal: Deal, seat: int) -> Msg:
    if level == 3:
        got = _received(deal, seat)
        if got is not None:
            return Msg("hd.allpass_back", card=str(got))
        return Msg("hd.allpass_first")
    if level == 4:
        return Msg("hd.bolshevik", seat=_seat_word(right(seat)))
    contract = deal.contract if level in (1, 2) else deal.kitty_bid
    assert contract is not None and deal.kitty_bidder is not None
    if level == 5:
        return Msg("hd.kitty_partner", seat=_seat_word(partner(seat)), contract=bid_words(contract))
    got = _received(deal, seat)
    assert deal.declarer is not None
    said = {"seat": _seat_word(deal.declarer), "contract": bid_words(contract)}
    if got is not None:
        return Msg("hd.defend_back", card=str(got), **said)
    return Msg("hd.defend_first", **said)


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:hand-over:{level}:{seed}")
    index, deal = _situation(level, seed, rng)
    seat = deal.to_act
    assert seat is not None
    hand = deal.hand(seat)
    opts, give = options(level, deal)
    best = next(o for o in opts if o[1])
    got = _received(deal, seat)
    receivers = deal.expected_receivers()
    data: dict[str, Any] = {
        "hand": hand,
        "seat": seat,
        "dealer": deal.dealer,
        "form": deal.form.value,
        "auction": tuple(deal.calls),
        "kitty": deal.kitty if deal.kitty_exposed else (),
        "contract": deal.contract or deal.kitty_bid,
        "received": got,
        "packet": next(
            (t.cards for t in deal.transfers if t.receiver == seat and len(t.cards) == 4), ()
        ),
        "give": give,
        "receivers": tuple(receivers),
    }
    contract = deal.contract or deal.kitty_bid
    trump = contract.trumps if contract is not None else None
    themes = convention_ids(best[3], rules=True)
    if level == 5:
        themes = ("R-4.3", *themes)
    return Drill(
        type="hand-over",
        level=level,
        seed=seed,
        title=Msg("hd.title_give" if give else "hd.title"),
        prompt=Msg("hd.prompt", seat=_seat_word(seat), context=_context(level, deal, seat)),
        data=data,
        solution={
            "choices": opts,
            "open_readings": _open_readings(level, deal),
            "target": TARGETS[level][index].target.name,
            "rule": _classify(level, deal, opts),
            "trump": trump.letter if trump is not None else "",
        },
        themes=tuple(dict.fromkeys(themes)),
    )


def _why_card(card: Card, drill: Drill) -> str:
    choices = drill.solution["choices"]
    best = next(c for c in choices if c[1])
    pref = Card.parse(best[0])
    said = {"card": str(card), "pref": str(pref), "reason": reason_of(best[2])}
    trump = drill.solution["trump"]
    hand: CardSet = drill.data["hand"]
    if card.suit is pref.suit:
        cards = ascending(hand, card.suit)
        which = "highest" if pref == cards[-1] else "lowest" if pref == cards[0] else "middle"
        return Msg(f"hd.why_same_suit_{which}", **said)
    same = [Card.parse(c[0]) for c in choices if not c[1] and Card.parse(c[0]).suit is card.suit]
    if same:
        return Msg("hd.why_allowed_suit", suit=str(card.suit), other=str(same[0]), **said)
    if trump and card.suit.letter == trump:
        return Msg("hd.why_trump", **said)
    return Msg("hd.why_other_suit", suit=str(card.suit), n=hand.length(card.suit), **said)


def _parse_gifts(drill: Drill, answer: Mapping[str, str]) -> str:
    from ..rules import SEAT_NAMES

    hand: CardSet = drill.data["hand"]
    gifts = []
    for seat in drill.data["receivers"]:
        text = (answer.get(f"to_{SEAT_NAMES[seat]}") or "").strip()
        try:
            card = Card.parse(text)
        except NotationError:
            raise DrillInputError(Msg("hd.err_choose")) from None
        if card not in hand:
            raise DrillInputError(Msg("dd.not_in_hand", card=str(card)))
        gifts.append((seat, card))
    if len({c for _, c in gifts}) != len(gifts):
        raise DrillInputError(Msg("hd.err_different"))
    return gift_notation(gifts)


def _gift_words(notation: str, seat: int) -> str:
    """ "♠2 to the left, ♥A across, ♦9 to the right" (the gifts as a message)."""
    from ..rules import SEAT_NAMES

    role = {left(seat): "left", partner(seat): "across", right(seat): "right"}
    parts = []
    for tok in notation.split():
        who, card = tok.split(":")
        parts.append(Msg(f"hd.gift_{role[SEAT_NAMES.index(who)]}", card=card))
    return Msg("join", items=tuple(parts))


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    choices = drill.solution["choices"]
    if drill.data["give"]:
        given = _parse_gifts(drill, answer)
        seat = drill.data["seat"]
        words = lambda n: _gift_words(n, seat)  # noqa: E731
        line = _why_gifts(given, drill)
        return choice_verdict(
            given,
            choices,
            words=words,
            verb="give",
            wrong_lines=(line,),
            open_readings=drill.solution.get("open_readings"),
        )
    card = card_from_hand(answer, drill.data["hand"])
    return choice_verdict(
        str(card), choices, verb="hand over", wrong_lines=(_why_card(card, drill),)
    )


def _why_gifts(given: str, drill: Drill) -> str:
    best = next(c for c in drill.solution["choices"] if c[1])
    mine = [Card.parse(t.split(":")[1]) for t in given.split()]
    theirs = [Card.parse(t.split(":")[1]) for t in best[0].split()]
    if set(mine) == set(theirs):
        return Msg("hd.gifts_wrong_players", text=strip_ids(best[2]))
    # Only a suit the rule's cards empty is one "the rule empties": a filler's suit is not
    # (review round 76, hand-over 5-r76x13: "your cards leave ♦ in your hand, where the rule
    # empties it" beside a ♦ filler from eight diamonds).
    hand: CardSet = drill.data["hand"]
    emptied = [s for s in Suit if hand.length(s) and set(hand.suit(s)) <= set(theirs)]
    kept = [s for s in emptied if not set(hand.suit(s)) <= set(mine)]
    if not kept:
        return Msg("hd.gifts_other", text=strip_ids(best[2]))
    return Msg("hd.gifts_leave", suits=and_msg([s.symbol for s in kept]), text=strip_ids(best[2]))


def _suit_line(drill: Drill) -> Msg:
    hand: CardSet = drill.data["hand"]
    trump = drill.solution["trump"]
    got = drill.data["received"]
    parts = []
    for s in Suit:
        cards = ascending(hand, s)
        bits = [Msg("hd.cards", n=len(cards)) if cards else Msg("hd.none")]
        if trump == s.letter:
            bits.append(Msg("hd.trumps"))
        if any(c.is_ace for c in cards):
            bits.append(Msg("hd.an_ace"))
        if any(c.rank is Rank.KING for c in cards):
            bits.append(Msg("hd.a_king"))
        if got is not None and got.suit is s:
            bits.append(Msg("hd.partners_card_suit"))
        parts.append(Msg("hd.suit", suit=s.symbol, bits=Msg("join", items=tuple(bits))))
    tail = Msg("empty")
    if got is not None:
        tail = Msg("hd.got_trump" if trump == got.suit.letter else "hd.got_side")
    return Msg("hd.suits", parts=Msg("join", items=tuple(parts), sep="; "), tail=tail)


def help_steps(drill: Drill) -> tuple[str, str, str]:
    best = next(c for c in drill.solution["choices"] if c[1])
    third = best[2]
    if drill.data["give"]:
        gifts = _gift_words(best[0], drill.data["seat"])
        third = Msg("hd.gifts_line", gifts=gifts, text=strip_ids(best[2]))
    return Msg(f"hd.tip{drill.level}"), _suit_line(drill), tidy(third)


def facets(drill: Drill) -> dict[str, str]:
    if drill.level == 5:
        # The contract decides which card of the voided suit goes to partner.
        return {"contract": drill.solution["target"]}
    return {"rule": drill.solution["rule"]}


register(
    DrillType(
        slug="hand-over",
        name="Hand a card over",
        description="The defenders' one-card exchange, the all-pass misère exchange, the "
        "Bolshevik's gifts and the kitty bidder's partner's cards: choose what to hand over.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets={level: tuple(t.target for t in ts) for level, ts in TARGETS.items()},
        facets=facets,
    )
)
