"""Return the packet (C-2.4, C-2.5): in a no-kitty game the highest bidder has passed four
cards; the learner, partner, sends four back, in an order that reads truthfully.

Levels: 1 the wanted suit back, with or without an ace mark; 2 the wanted suit or the second
choice; 3 misère returns. Deals are bid and exchanged by convention bots up to the return,
with hands stacked so that each kind of return comes up; each level lists the kinds of
return it asks for and the seed draws one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..cards import Card, CardSet, NotationError, Rank, Suit
from ..conventions import PacketChoice, read_packet, return_options
from ..conventions.explain import (
    keeps_spades,
    return_voids,
    shows_natural_void,
)
from ..conventions.packets import PacketReading, PacketWish, is_low_spot
from ..deal import Deal
from ..messages import Msg
from ..rules import Form, partner
from ..scoring import bid_words
from ..trick_taking import Phase
from . import Drill, DrillInputError, DrillType, Target, Verdict, register, target_tries
from .packets import (
    flag_doubt_card,
    flag_doubt_rule,
    flag_doubt_summary,
    high_bottom,
    high_bottom_rule,
    pairs_disagree,
)
from .stacking import Layout, bots_until
from .words import convention_ids, describe_orders, either, ids_in, strip_ids, tidy, with_ids

LEVELS = {
    1: "The wanted suit back, and ace marks",
    2: "The wanted suit or the second choice",
    3: "Misère or trumps: read the flag first",
}


def classify(choice: PacketChoice, received: Sequence[Card]) -> str:
    """What kind of return a packet is (for targets and answer counts)."""
    wish = read_packet(received, Form.NOKITTY)
    # A misère return is the one C-2.5 names (IC-26 voids a suit partner did not send; when
    # nothing else is left, its last card is the lowest of one of partner's suits). A return
    # that can void nothing serves the trump wish even under the misère flag, and is one.
    if wish.misere and "C-2.5" in choice.ids:
        return "misère"
    suits = {c.suit for c in choice.packet}
    mark = choice.reading.ace_mark.suit is not None
    if (
        wish.second_choice is not None
        and wish.second_choice in suits
        and (wish.first_choice is None or wish.first_choice not in suits)
    ):
        return "second choice"
    return "first choice with an ace mark" if mark else "first choice"


@dataclass(frozen=True)
class _ReturnTarget:
    target: Target
    classes: tuple[str, ...]
    stack: Callable[[Layout, random.Random], None] | None = None


def _strong_opener(layout: Layout, rng: random.Random) -> tuple[int, Suit, Suit]:
    """The dealer gets a hand for 6♠ (a strong suit and a side ace), with a second suit."""
    d = layout.dealer
    x, y, z = rng.sample(list(Suit), 3)
    spots = [Card(x, r) for r in Rank if r.is_spot]
    ys = [Card(y, r) for r in Rank if r.is_spot]
    layout.give(
        d,
        [Card(x, r) for r in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)]
        + rng.sample(spots, 2)
        + [Card(z, Rank.ACE)]
        + rng.sample(ys, 3),
        rng,
    )
    return d, x, y


def _with_mark(layout: Layout, rng: random.Random) -> None:
    d, x, _ = _strong_opener(layout, rng)
    mate = partner(d)

    def free_low(t: Suit) -> list[Card]:
        """The low spots (2 to 6) of ``t`` the opener does not hold."""
        low = [Card(t, r) for r in (Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX)]
        return [c for c in low if layout.holder(c) != d]

    # (A suit where the opener holds every low spot has none to mark with: review round 51,
    # return-packet 1-r51v14 raised IndexError.)
    fits = [t for t in Suit if t is not x and free_low(t)]
    others = [t for t in fits if layout.holder(Card(t, Rank.ACE)) != d]
    s = rng.choice(others or fits)
    layout.give(mate, [Card(s, Rank.ACE), rng.choice(free_low(s))], rng)


def _plain(layout: Layout, rng: random.Random) -> None:
    d, _, _ = _strong_opener(layout, rng)
    mate = partner(d)
    layout.take_away(mate, [Card(s, Rank.ACE) for s in Suit], rng)


def _second_choice(layout: Layout, rng: random.Random) -> None:
    d, x, y = _strong_opener(layout, rng)
    mate = partner(d)
    layout.take_away(mate, [c for c in layout.hands[mate] if c.suit is x], rng)
    low = [Card(x, r) for r in Rank if r <= Rank.SEVEN and layout.holder(Card(x, r)) != d]
    layout.give(mate, rng.sample(low, min(1, len(low))), rng)
    layout.give(mate, [Card(y, Rank.KING), Card(y, Rank.QUEEN), Card(y, Rank.TEN)], rng)


def _misere_opener(layout: Layout, rng: random.Random) -> None:
    d = layout.dealer
    twos = [Card(s, Rank.TWO) for s in rng.sample(list(Suit), 3)]
    lows = [Card(s, r) for s in Suit for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    layout.give(d, twos + rng.sample(lows, 5), rng)
    layout.take_away(d, [Card(s, r) for s in Suit for r in (Rank.ACE, Rank.KING, Rank.QUEEN)], rng)


TARGETS: dict[int, tuple[_ReturnTarget, ...]] = {
    1: (
        _ReturnTarget(Target("the wanted suit", 0.5, ("C-2.4",)), ("first choice",), _plain),
        _ReturnTarget(
            Target("the wanted suit and an ace mark", 0.5, ("C-2.4", "C-1.6")),
            ("first choice with an ace mark",),
            _with_mark,
        ),
    ),
    2: (
        _ReturnTarget(
            Target("the wanted suit", 0.5, ("C-2.4", "C-1.6")),
            ("first choice", "first choice with an ace mark"),
            _plain,
        ),
        _ReturnTarget(
            Target("the second choice", 0.5, ("C-2.4",)), ("second choice",), _second_choice
        ),
    ),
    3: (
        _ReturnTarget(
            Target("a misère return", 0.5, ("C-2.5", "C-2.4")), ("misère",), _misere_opener
        ),
        _ReturnTarget(
            Target("a trump return", 0.5, ("C-2.4", "C-1.6")),
            ("first choice", "first choice with an ace mark", "second choice"),
            _plain,
        ),
    ),
}


def _situation(level: int, seed: str, rng: random.Random) -> tuple[int, Deal]:
    targets = TARGETS[level]
    for tries, i in target_tries([t.target for t in targets], rng, seed, 400, 100):
        rt = targets[i]
        for attempt in range(tries):
            layout = Layout(
                Form.NOKITTY, rng.randrange(4), f"return-drill:{level}:{seed}:{i}", attempt
            )
            if rt.stack is not None:
                rt.stack(layout, rng)
            deal = layout.deal()
            bots_until(deal, lambda d: d.phase in (Phase.RETURN_PACKET, Phase.PLAY))
            if deal.phase is not Phase.RETURN_PACKET:
                continue
            seat = deal.to_act
            assert seat is not None
            received = _received(deal, seat)
            wish = read_packet(received, Form.NOKITTY)
            if level < 3 and wish.misere:
                continue  # reading the misère flag is level 3's lesson
            if not wish.misere and is_low_spot(received[-1]):
                # IC-8: no low spot nearest the table when it means no misère, as the read
                # drills do (review of fresh drills, return-packet 3-r30t22: ♠A ♠7 ♠4 ♠6
                # keyed a trumps return); at every level, since a learner reading it as a
                # misère offer makes another return (review round 41, 1-r41f24, 2-r41f21).
                continue
            if not wish.misere and pairs_disagree(received):
                # IC-7: a two-and-two packet whose higher-ranking pair runs the other way
                # from the top pair names another wish to a reader by rank, as the read
                # drills avoid (review round 68, return-packet 1-r68x13: ♠A ♥6 ♠K ♥7).
                continue
            mixed = len({c.suit for c in received}) > 1
            if mixed and is_low_spot(received[0]) and wish.ace_mark.suit is None:
                # ...nor a low spot on top that marks no ace, which the Handbook's sentence
                # reads as one (review of fresh drills, return-packet 1-r42e23: ♥4 ♥9 ♦5 ♥8;
                # a one-suit packet's top card carries the wish instead).
                continue
            mate = partner(seat)
            had = {c.suit for c in deal.hand(mate)} | {c.suit for c in received}
            named = [x for x in (wish.first_choice, wish.second_choice) if x is not None]
            if any(x not in had for x in named) and not shows_natural_void(
                Form.NOKITTY, deal.calls, deal.dealer, mate
            ):
                # A wish naming a suit the passer was dealt none of, where its bids showed no
                # natural void, is a bot's forced order (IC-23: no wish names a suit the hand
                # has none of), not one to teach with (review round 65, return-packet
                # 3-r65c13: after a competing 6♦ the packet asked for ♦ second from a hand
                # with no diamonds, and the key filled into that void).
                continue
            if wish.first_choice is Suit.SPADES and keeps_spades(
                Form.NOKITTY, deal.calls, deal.dealer, partner(seat)
            ):
                # A packet asking for ♠ as trumps after 6♠ then 6♣, which said the opposite
                # (C-5.2), is a bot's forced order, not one to teach with (review of fresh
                # drills, return-packet 2-r41f22).
                continue
            if keeps_spades(Form.NOKITTY, deal.calls, deal.dealer, partner(seat)):
                # 6♠ then 6♣ shows a natural void outside ♠: where the packet shows every
                # other suit kept, the void is the one left, and a wish naming it is a bot's
                # forced order whose keyed return would go into that void (review of fresh
                # drills, return-packet 2-r49x13: ♣J ♥7 ♣4 ♣8 asked for ♦, the void).
                open_suits = [t for t in Suit if t is not Suit.SPADES and t not in wish.continuing]
                if len(open_suits) == 1 and wish.first_choice is open_suits[0]:
                    continue
            best = _options(deal, seat, received)[0]
            if all(is_low_spot(o[0]) and is_low_spot(o[1]) for o in best.orders):
                # IC-8: two low spots on top read as an A K mark to a reader of the Handbook's
                # sentence; a return no order can say without them is not dealt, as the read
                # and build drills do (review of fresh drills, return-packet 1-r31s23, 1-r31s24).
                continue
            if not any(_clear(o, best.reading) for o in best.orders):
                # IC-8 for the learner's own return: one that says no misère only with a low
                # spot nearest the table (or only with a low spot on top marking no ace) is
                # not dealt, as the build drills do (review of fresh drills, return-packet
                # 2-r37j25: ♥8 over ♦6 ♦4 ♦5, 3-r37j21: ♦Q ♦9 ♥2 ♥4).
                continue
            if classify(best, received) in rt.classes:
                return i, deal
    raise RuntimeError("no return situation found")  # pragma: no cover


def _options(deal: Deal, seat: int, received: Sequence[Card]) -> list[PacketChoice]:
    """The conventions' returns, knowing whether partner's bids showed a natural void."""
    voids = return_voids(Form.NOKITTY, deal.calls, deal.dealer, partner(seat))
    return return_options(deal.hand(seat), received, **voids)


def _received(deal: Deal, seat: int) -> tuple[Card, ...]:
    return next(t.cards for t in deal.transfers if t.receiver == seat and len(t.cards) == 4)


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:return-packet:{level}:{seed}")
    index, deal = _situation(level, seed, rng)
    seat = deal.to_act
    assert seat is not None
    hand = deal.hand(seat)
    received = _received(deal, seat)
    choices = _options(deal, seat, received)
    best = choices[0]
    bidder = partner(seat)
    bid = deal.kitty_bid
    assert bid is not None
    # What the return tests: the suit sent back (C-2.4, or C-2.5 in misère) and an ace mark.
    themes = tuple(i for i in convention_ids(best.ids) if i in ("C-2.4", "C-2.5", "C-1.6"))
    if "C-2.4" not in themes and "C-2.5" not in themes:
        themes = ("C-2.4", *themes)
    return Drill(
        type="return-packet",
        level=level,
        seed=seed,
        title=Msg("rt.title"),
        prompt=Msg(
            "rt.prompt", seat=Msg(f"seat.{seat}"), bidder=Msg(f"seat.{bidder}"), bid=bid_words(bid)
        ),
        data={
            "hand": hand,
            "seat": seat,
            "dealer": deal.dealer,
            "auction": tuple(deal.calls),
            "received": received,
            "form": Form.NOKITTY.value,
        },
        solution={
            "choices": [
                {
                    # The order shown is one clear of IC-8's doubts: the conventions' own if it
                    # is (review of fresh drills, return-packet 3-r37j21: ♥K ♠8 ♠3 ♠6, ending
                    # in a low spot although the return says no misère, was the one shown).
                    "cards": [str(c) for c in orders[0]],
                    "orders": [[str(c) for c in o] for o in orders],
                    "rule": _rule(ch),
                    "preferred": ch.preferred,
                    "text": ch.text,
                    "ids": list(ch.ids),
                    "reads": ch.reading.message().words(),
                }
                for ch in choices
                for orders in [_shown_first(ch)]
            ],
            "target": TARGETS[level][index].target.name,
            "kind": classify(best, received),
            "wish": [f.text for f in read_packet(received, Form.NOKITTY).facts],
        },
        themes=themes,
    )


def _doubts(order: Sequence[Card], reading: PacketReading) -> int:
    """How many of IC-8's doubts ``order`` raises: a low spot on top marking no ace, a second
    low spot under a single mark, a flag a literal reader reads otherwise."""
    top = is_low_spot(order[0]) and reading.ace_mark.suit is None
    flag = flag_doubt_card(order, reading.misere) is not None
    return int(top) + int(_ak(order, reading)) + int(flag)


def _shown_first(ch: PacketChoice) -> list[Sequence[Card]]:
    """``ch``'s orders, those clear of IC-8's doubts first: the conventions' own first of
    those, then the higher cards nearer the top."""
    return sorted(
        ch.orders,
        key=lambda o: (
            not _clear(o, ch.reading),
            tuple(o) != tuple(ch.packet),
            [-c.rank for c in o],
        ),
    )


def _clear(order: Sequence[Card], reading: PacketReading) -> bool:
    """No IC-8 doubt at either end of a return reading as ``reading``: a low spot on top
    only as an ace mark, no second low spot right under a single ace mark, and a flag a
    literal reader reads the same: no low spot nearest the table (nor as a long suit's card
    nearest it) when it says no misère, and a low one there when it offers misère (review
    round 51, return-packet 3-r51v15: ♥Q ♠K ♠J ♠7 offered misère only by the relative
    reading of ♠7)."""
    return _doubts(order, reading) == 0


def _read_return(order: Sequence[Card]) -> PacketReading:
    return read_packet(order, Form.NOKITTY, returned=True)


def _keyed_message(ch: Mapping[str, Any]) -> PacketWish:
    """What the choice's keyed orders say (the first one, as they all say the same)."""
    first = [Card.parse(c) for c in ch["orders"][0]]
    return _read_return(first).message()


def _ak(order: Sequence[Card], reading: PacketReading) -> bool:
    """IC-8 under a single ace mark: a second low spot right under it, which the Handbook's
    "two low spots as top cards" reads as an A K mark (review of fresh drills, return-packet
    1-r50w11: ♠5 ♦6 ♦10 ♦7 keyed in full beside ♠5 ♦10 ♦6 ♦7)."""
    mark = reading.ace_mark
    return mark.suit is not None and not mark.king and is_low_spot(order[1])


def _rule(ch: PacketChoice) -> Msg:
    """The accepted orders as one rule; where some say no misère with a low card nearest the
    table beside others that do not, the rule says those count half (IC-8, as
    :func:`check` grades)."""
    orders = ch.orders
    rule: Msg = describe_orders(orders)
    clear = any(_clear(o, ch.reading) for o in orders)
    if ch.preferred and clear and ch.reading.ace_mark.suit is None:
        # ...and a low spot on top that marks no ace (review of fresh drills, return-packet
        # 2-r39h24: ♥2 on top of ♥10 ♥9 ♥8 counted half, and the key did not say so).
        tops = sorted({o[0] for o in orders if is_low_spot(o[0])}, key=lambda c: c.index)
        if tops:
            rule = Msg("bp.rule_low_top", rule=rule, cards=either([str(c) for c in tops]))
    if ch.preferred and clear:
        rule = flag_doubt_rule(rule, orders, ch.reading.misere)
        doubled = sorted({o[1] for o in orders if _ak(o, ch.reading)}, key=lambda c: c.index)
        if doubled:
            rule = Msg("bp.rule_ak_doubt", rule=rule, cards=either([str(c) for c in doubled]))
    if ch.preferred:
        # ...and the half credit :func:`check` gives the other way round (IC-8, as the
        # build drills key it), so the key does not say "exactly" of an order whose twin
        # counts half (review round 77, return-packet 2-r77y12: ♠K ♠Q ♠J ♠10 beside
        # "exactly ♠10 ♠J ♠Q ♠K").
        rule = high_bottom_rule(rule, orders[0], ch.reading.message(), _read_return)
    if not ch.preferred and clear and any(_doubts(o, ch.reading) for o in orders):
        # A return only allowed earns nothing in an order in doubt besides (IC-8, as the
        # build drills grade two doubts; review round 75, return-packet 1-r75y11: ♥4 ♣J ♥9 ♣Q,
        # its low ♥4 on top marking no ace, had the half credit of the plain return).
        rule = Msg("rt.rule_allowed_doubt", rule=rule)
    elif clear and any(_doubts(o, ch.reading) >= 2 for o in orders):
        # An order in doubt at both ends earns nothing (IC-8; review round 56, return-packet
        # 3-r56p14: ♥6 ♣K ♥K ♣J counted half).
        rule = Msg("bp.rule_both_ends", rule=rule)
    return rule


def _choice_line(ch: Mapping[str, Any]) -> str:
    cards = ", ".join(ch["cards"])
    own = ids_in(ch["text"]) or list(ch["ids"])[:2]
    line = Msg("rt.choice_line", text=strip_ids(ch["text"]), cards=cards, rule=ch["rule"])
    return with_ids(line, own)


def _accepted(ch: Mapping[str, Any]) -> Msg:
    cards = " ".join(ch["cards"])
    label = cards if ch["preferred"] else Msg("dv.allowed", answer=cards)
    return Msg("rt.accepted", label=label, rule=ch["rule"])


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    hand: CardSet = drill.data["hand"]
    try:
        order = [Card.parse(answer.get(f"order{i}", "")) for i in range(1, 5)]
    except NotationError:
        raise DrillInputError(Msg("rt.err_choose")) from None
    if len(set(order)) != 4 or any(c not in hand for c in order):
        raise DrillInputError(Msg("rt.err_different"))
    given = " ".join(str(c) for c in order)
    choices = drill.solution["choices"]
    best = next(ch for ch in choices if ch["preferred"])
    accepted = tuple(_accepted(ch) for ch in choices)
    ids = tuple(sorted({i for ch in choices for i in ch["ids"]}))
    reading = _read_return(order)
    reads = reading.message().words()
    seconds = [
        tidy(Msg("dv.also", head=Msg("empty"), reason=_choice_line(ch)))
        for ch in choices
        if not ch["preferred"]
    ]
    for ch in choices:
        same_cards = {str(c) for c in order} == set(ch["cards"])
        if same_cards and [str(c) for c in order] in ch["orders"]:
            clean = [o for o in ch["orders"] if _clear([Card.parse(c) for c in o], reading)]
            if ch["preferred"] and clean and _doubts(order, reading) >= 2:
                # IC-8 at both ends: neither reader gets the message from it (review round 56,
                # return-packet 3-r56p14: ♥6 ♣K ♥K ♣J counted half).
                return Verdict(
                    False,
                    0.0,
                    Msg("bp.both_ends", given=given, example=" ".join(clean[0])),
                    accepted,
                    (_choice_line(ch), *seconds),
                    (*ids, "IC-8"),
                    given,
                )
            if ch["preferred"] and clean and not _clear(order, reading):
                # IC-8: right by the conventions, but a low spot on top that marks no ace reads
                # to many as an ace mark, and one nearest the table in a return saying no
                # misère offers it to a reader of the Handbook's "low card next to the table"
                # (review of fresh drills, return-packet 3-r37j21); an order clear of both
                # exists.
                top = is_low_spot(order[0]) and reading.ace_mark.suit is None
                example = " ".join(clean[0])
                if top or _ak(order, reading):
                    why = Msg(
                        "bp.low_top" if top else "bp.ak_doubt",
                        given=given,
                        card=str(order[0] if top else order[1]),
                        example=example,
                    )
                else:
                    assert reading.misere is not None
                    why = flag_doubt_summary(order, reading.misere, given, example)
                return Verdict(
                    True,
                    0.5,
                    why,
                    accepted,
                    (_choice_line(ch), *seconds),
                    (*ids, "IC-8"),
                    given,
                )
            if ch["preferred"]:
                return Verdict(
                    True,
                    1.0,
                    tidy(Msg("rt.right", text=strip_ids(ch["text"]))),
                    accepted,
                    (_choice_line(ch), *seconds),
                    ids,
                    given,
                )
            if clean and not _clear(order, reading):
                return Verdict(
                    False,
                    0.0,
                    Msg(
                        "rt.allowed_doubt",
                        given=given,
                        best=" ".join(best["cards"]),
                        example=" ".join(clean[0]),
                    ),
                    accepted,
                    (
                        tidy(Msg("dv.yours", text=_choice_line(ch))),
                        tidy(Msg("dv.preferred_why", text=_choice_line(best))),
                    ),
                    (*ids, "IC-8"),
                    given,
                )
            return Verdict(
                True,
                0.5,
                Msg("dv.allowed_summary", answer=given, best=" ".join(best["cards"])),
                accepted,
                (
                    tidy(Msg("dv.yours", text=_choice_line(ch))),
                    tidy(Msg("dv.preferred_why", text=_choice_line(best))),
                ),
                ids,
                given,
            )
        if same_cards and ch["preferred"] and high_bottom(order, reading, _keyed_message(ch)):
            # IC-8 the other way round, as the build drills grade it: by the conventions'
            # relative flag the order offers misère, from a bottom card no reader of the
            # Handbook's "low card next to the table" takes for one (review round 65,
            # return-packet 2-r65d10: ♣A ♣K ♣Q ♣J, the suit kept "in rank order", earned 0).
            flag = reading.flag_card
            assert flag is not None
            return Verdict(
                True,
                0.5,
                Msg(
                    "bp.high_bottom",
                    given=given,
                    card=str(order[-1]),
                    flag=str(flag),
                    example=" ".join(ch["orders"][0]),
                ),
                accepted,
                (_choice_line(ch), *seconds),
                (*ids, "IC-8"),
                given,
            )
        if same_cards:
            return Verdict(
                False,
                0.0,
                Msg("rt.wrong_order", given=given, reads=reads),
                accepted,
                (
                    tidy(Msg("rt.should_read", reads=ch["reads"], rule=ch["rule"])),
                    *(tidy(f.text) for f in reading.facts[:2]),
                ),
                ids,
                given,
            )
    wanted = {Card.parse(c) for c in best["cards"]}
    missing = sorted(wanted - set(order), key=lambda c: (c.suit, -c.rank))
    extra = sorted(set(order) - wanted, key=lambda c: (c.suit, -c.rank))
    return Verdict(
        False,
        0.0,
        Msg("rt.send_back", cards=" ".join(best["cards"])),
        accepted,
        (
            tidy(
                Msg(
                    "rt.keeps",
                    missing=" ".join(map(str, missing)),
                    extra=" ".join(map(str, extra)),
                    reads=reads,
                )
            ),
            tidy(Msg("dv.preferred", text=_choice_line(best))),
            *seconds,
        ),
        ids,
        given,
    )


def help_steps(drill: Drill) -> tuple[str, str, str]:
    first = Msg("rt.help_first")
    hand: CardSet = drill.data["hand"]
    received = drill.data["received"]
    wish = read_packet(received, Form.NOKITTY)
    parts = []
    for s in Suit:
        mine = [c for c in hand.suit(s) if c not in received]
        honours = sum(1 for c in mine if c.rank.is_honour)
        low = sum(1 for c in mine if c.rank <= Rank.FIVE)
        ace = Msg("rt.with_ace" if Card(s, Rank.ACE) in mine else "empty")
        parts.append(
            Msg(
                "rt.suit",
                suit=s.symbol,
                mine=len(mine),
                honours=Msg("rt.honours", n=honours),
                low=low,
                ace=ace,
            )
        )
    suits = Msg("join", items=tuple(parts), sep="; ")
    second = Msg("rt.help_misere" if wish.misere else "rt.help_trumps", suits=suits)
    best = next(ch for ch in drill.solution["choices"] if ch["preferred"])
    return first, second, _choice_line(best)


def facets(drill: Drill) -> dict[str, str]:
    kind = drill.solution["kind"]
    if drill.level == 1:
        return {"mark": "yes" if "mark" in kind else "no"}
    if drill.level == 2:
        return {"returned": "second" if kind == "second choice" else "first"}
    return {"misere": "yes" if kind == "misère" else "no"}


register(
    DrillType(
        slug="return-packet",
        name="Return the packet",
        description="No-kitty games: partner passed you four cards; send four back, in an order "
        "that tells the truth.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets={level: tuple(t.target for t in ts) for level, ts in TARGETS.items()},
        facets=facets,
    )
)
