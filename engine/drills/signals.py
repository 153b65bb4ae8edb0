"""The first discard (C-8.1, the Italian signal): read partner's, or choose your own.

Level 1: a suit is led and partner, unable to follow, discards for the first time: which suit
does partner ask for? Level 2: you cannot follow and want partner to lead a given suit (where
your entry is): which card asks for it? The play is misère, all-pass misère or grand, where a
discard is never a trump. The seed draws the kind of answer first (an odd card, a high even
card, a low even card; or a hand where only one kind of signal is possible).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..cards import DECK, Card, CardSet, Rank, Suit
from ..conventions.handeval import evaluate, long_suit_two
from ..conventions.signals import HIGH_EVEN_FROM, SignalReading, discard_signal, signal_cards
from ..messages import Msg
from ..rules import partner
from . import (
    Drill,
    DrillInputError,
    DrillType,
    Target,
    Verdict,
    card_from_hand,
    choice_verdict,
    choose_target,
    register,
)
from .words import either, tidy

LEVELS = {1: "Read partner's first discard", 2: "Choose your first discard"}
_PLAYS = ("sig.play_misere", "sig.play_allpass", "sig.play_grand")


def kind_of(card: Card) -> str:
    if int(card.rank) % 2:
        return "odd"
    return "high even" if card.rank >= HIGH_EVEN_FROM else "low even"


TARGETS: dict[int, tuple[Target, ...]] = {
    1: (
        Target("an odd card", 0.34, ("C-8.1",)),
        Target("a high even card", 0.33, ("C-8.1",)),
        Target("a low even card", 0.33, ("C-8.1",)),
    ),
    2: (
        Target("an odd card of the suit", 0.34, ("C-8.1",)),
        Target("only an even card of another suit", 0.33, ("C-8.1",)),
        Target("either", 0.33, ("C-8.1",)),
    ),
}
_KINDS = {0: "odd", 1: "high even", 2: "low even"}


def _make_read(level: int, seed: str, rng: random.Random, index: int) -> Drill:
    want = _KINDS[index]
    seat = rng.randrange(4)
    leader = rng.choice([s for s in range(4) if s != partner(seat)])
    led = rng.choice(list(Suit))
    # An ace is no signal (IC-36): in misère it is shed, in grand it throws a winner away.
    pool = [c for c in DECK if c.suit is not led and kind_of(c) == want and not c.is_ace]
    discard = rng.choice(pool)
    lead_card = Card(led, rng.choice([r for r in Rank if r <= Rank.TEN]))
    reading = discard_signal(discard, led)
    who = Msg("sig.you_lead") if leader == seat else Msg("sig.leads", seat=_seat(leader))
    options = [s for s in Suit if s is not led]
    play = Msg(rng.choice(_PLAYS))
    choices = [
        (
            s.letter,
            s is reading.suit,
            tidy(reading.fact.text if s is reading.suit else ""),
            reading.fact.ids,
        )
        for s in options
    ]
    if reading.alternative is not None:
        # IC-36: the Handbook leaves this card open; the other reading is right too.
        alt = reading.alternative
        choices.append(
            (
                alt.letter,
                True,
                tidy(
                    Msg(
                        "sig.other_reading",
                        alt=str(alt),
                        discard=str(discard),
                        ours=str(reading.suit),
                    )
                ),
                ("C-8.1", "IC-36"),
            )
        )
    return Drill(
        type="signal",
        level=level,
        seed=seed,
        title="Read partner's first discard",
        prompt=Msg(
            "sig.prompt_read",
            seat=_seat(seat),
            play=play,
            who=who,
            lead=str(lead_card),
            mate=_seat(partner(seat)),
            led=str(led),
            discard=str(discard),
        ),
        data={
            "ask": "read",
            "led": led.letter,
            "lead_card": lead_card,
            "discard": discard,
            "options": [s.letter for s in options],
            "seat": seat,
            "play": play,
        },
        solution={
            "choices": [c for c in choices if c[1]],
            "answer": reading.suit.letter,
            "kind": want,
            "target": TARGETS[1][index].name,
        },
        themes=("C-8.1",),
    )


def _make_choose(level: int, seed: str, rng: random.Random, index: int) -> Drill:
    for _ in range(400):
        led = rng.choice(list(Suit))
        wanted = rng.choice([s for s in Suit if s is not led])
        hand = CardSet(rng.sample([c for c in DECK if c.suit is not led], 11))
        entry = Card(wanted, Rank.KING)
        if entry not in hand:
            hand = hand.add(entry)
        if any(c.rank is Rank.ACE for c in hand):
            # An ace elsewhere is the better entry (the wish would not fit the hand), and one
            # beside the king would make the king a card to signal with, not the entry; the
            # Handbook's entries are kings and queens, an ace costs in misère (reviews of
            # fresh drills, signal 2-r15k1, 2-r15k2, 2-r15k3).
            continue
        # An ace is never the signal: partner reads a discarded ace as one being got rid of
        # (misère) or a winner thrown away (grand), not as a request.
        # Cards only IC-36's other fair reading gives the wanted suit are allowed too, as
        # the read drill accepts that reading (review of fresh drills, signal 2-r30t23: ♥8
        # on a ♣ lead got nothing here, full credit as "♠" in the read drill).
        spare = [
            r
            for r in signal_cards(hand, led, wanted, lenient=True)
            if r.card != entry and r.card.rank is not Rank.ACE
        ]
        strict = [r for r in spare if r.suit is wanted]
        odd = [r for r in strict if r.card.suit is wanted]
        even = [r for r in strict if r.card.suit is not wanted]
        # At least one card must ask for the suit by every reading (review of fresh drills,
        # signal 2-r34n23: ♠8, ♠Q and ♣Q all rested on IC-36's open points).
        if not any(r.alternative is None for r in strict) or len(hand) < 12:
            continue
        kind = "either" if odd and even else "odd" if odd else "even"
        if kind == ("odd", "even", "either")[index]:
            break
    seat = rng.randrange(4)
    play = Msg(rng.choice(_PLAYS))
    # A card IC-36 leaves open to another reading (a queen, a 6 or an 8) is allowed but comes
    # second when a card that says it plainly is there: partner may read it the other way.
    # So does, in a misère, the 2 of a long suit (the Handbook: keep it for the long suit).
    misere = play.id != "sig.play_grand"
    if not misere:
        # In a grand an honour beside its king that asks only on one reading carries two
        # doubts, a possible trick and a reading partner may not share: no answer (review
        # round 61, signal 2-r61j10: ♣Q of ♣KQ10975 had half credit).
        spare = [
            r for r in spare if not (r.alternative is not None and honour_by_king(r.card, hand))
        ]

    def tier(r: SignalReading) -> int:
        """0 plain and free, 1 or more for each thing it costs (the 2 of a long suit, the
        guard of a king...), 20 open to another reading, 30 asking for the suit only by that
        other reading. (Costs add up: review round 71, signal 2-r71q13: ♦2 of ♦J9842, the
        long suit's 2 and a guard of the ♦J, tied with ♦4, a guard only.)"""
        if r.suit is not wanted:
            return 30
        if r.alternative is not None:
            return 20
        # In a misère the 2 of a long suit is worth keeping, not signalling with; and a
        # king's only guard is worth keeping in any play: bare, the king falls under the ace
        # (review of fresh drills, signal 2-r43d23: ♥5 of ♥K5 left the entry ♥K alone).
        # In a grand a jack beside the king may win a trick of its own (review round 57,
        # signal 2-r57o13: ♠J of ♠KJ74 was as good as a free low even card).
        # In a misère a low card that covers an honour is worth keeping too (review round
        # 59, signal 2-r59m13: ♦5 of ♦KQJ542 beside the free ♦J, a liable honour to shed).
        return sum(
            (
                misere and long_suit_two(r.card, hand),
                bares_king(r.card, hand),
                not misere and jack_by_king(r.card, hand),
                misere and uncovers(r.card, hand),
            )
        )

    best = min(tier(r) for r in spare)

    def words(r: SignalReading) -> Msg | str:
        """The card's reading; for the 2 of a long suit in a misère, why it comes second
        (review of fresh drills, signal 2-r32q24: ♦2 read just like the preferred ♥4)."""
        text = r.fact.text
        cost = tier(r)
        if 1 <= cost < 20 and isinstance(text, Msg) and text.id == "fact":
            # ...or, first for want of a plain card, what it costs (signal 2-r35m21).
            king = str(Card(r.card.suit, Rank.KING))
            if bares_king(r.card, hand):
                note = "sig.bare_king_second" if best < cost else "sig.bare_king_only"
                body = Msg(note, reading=text.params["body"], king=king)
            elif not misere and jack_by_king(r.card, hand):
                note = "sig.jack_second" if best < cost else "sig.jack_only"
                body = Msg(note, reading=text.params["body"], card=str(r.card), king=king)
            elif misere and uncovers(r.card, hand) and not long_suit_two(r.card, hand):
                note = "sig.uncovers_second" if best < cost else "sig.uncovers_only"
                body = Msg(note, reading=text.params["body"], suit=r.card.suit.symbol)
            else:
                note = "sig.long_two_second" if best < cost else "sig.long_two_only"
                body = Msg(note, reading=text.params["body"])
            return tidy(Msg("fact", body=body, ids=text.params["ids"]))
        return tidy(text)

    choices = [
        (
            str(r.card),
            tier(r) == best,
            words(r),
            r.fact.ids,
        )
        for r in sorted(spare, key=tier)
    ]
    return Drill(
        type="signal",
        level=level,
        seed=seed,
        title="Choose your first discard",
        prompt=Msg(
            "sig.prompt_choose",
            seat=_seat(seat),
            play=play,
            led=str(led),
            entry=str(entry),
            wanted=str(wanted),
        ),
        data={
            "ask": "choose",
            "led": led.letter,
            "wanted": wanted.letter,
            "hand": hand,
            "entry": entry,
            "seat": seat,
            "play": play,
        },
        solution={"choices": choices, "kind": kind, "target": TARGETS[2][index].name},
        themes=("C-8.1",),
    )


def uncovers(card: Card, hand: CardSet) -> bool:
    """Discarding low ``card`` leaves more of its suit's high cards uncovered (IC-13)."""
    if card.rank > Rank.FIVE:
        return False
    before = evaluate(hand).uncovered_honours
    return len(evaluate(hand.remove(card)).uncovered_honours) > len(before)


def honour_by_king(card: Card, hand: CardSet) -> bool:
    """``card`` is a queen or jack held with its king: in a grand a possible trick."""
    return card.rank in (Rank.QUEEN, Rank.JACK) and Card(card.suit, Rank.KING) in hand


def jack_by_king(card: Card, hand: CardSet) -> bool:
    """``card`` is a jack held with its king: in a grand a possible trick of its own."""
    return card.rank is Rank.JACK and Card(card.suit, Rank.KING) in hand


def bares_king(card: Card, hand: CardSet) -> bool:
    """``card`` is the only guard of a king in ``hand``: without it the king stands alone."""
    return (
        card.rank is not Rank.KING
        and Card(card.suit, Rank.KING) in hand
        and hand.length(card.suit) == 2
    )


def _seat(seat: int) -> Msg:
    return Msg(f"seat.{seat}")


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:signal:{level}:{seed}")
    index = choose_target(TARGETS[level], rng, seed)
    return (_make_read if level == 1 else _make_choose)(level, seed, rng, index)


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    if drill.data["ask"] == "read":
        text = (answer.get("suit") or "").strip().upper()
        if text not in drill.data["options"]:
            raise DrillInputError(Msg("sig.three_suits"))
        discard: Card = drill.data["discard"]
        led = Suit.parse(drill.data["led"].lower())
        right = Suit.parse(drill.solution["answer"].lower())
        choices = drill.solution["choices"]
        mine = Suit.parse(text.lower())
        open_reading = [c for c in choices[1:] if c[1] and c[0] == text]
        if open_reading:  # IC-36: full credit, with the note
            c = open_reading[0]
            return Verdict(
                True,
                1.0,
                c[2],
                tuple(x[0] for x in choices if x[1]),
                (c[2], tidy(choices[0][2])),
                tuple(c[3]),
                mine.symbol,
                (Msg("dv.note_reading", ic="IC-36"),),
            )
        line = _why_read(discard, led, mine, right)
        return choice_verdict(
            text,
            choices,
            words=lambda t: Suit.parse(t.lower()).symbol,
            verb="read",
            wrong_lines=(line,),
        )
    card = card_from_hand(answer, drill.data["hand"])
    choices = drill.solution["choices"]
    ok = {c[0] for c in choices}
    accepted = tuple(c[0] if c[1] else Msg("dv.allowed", answer=c[0]) for c in choices)
    wanted = Suit.parse(drill.data["wanted"].lower())
    led = Suit.parse(drill.data["led"].lower())
    reading = discard_signal(card, led)
    ids = ("C-8.1", "IC-36")
    lines = tuple(c[2] for c in choices)
    if str(card) in ok:
        mine = choices[[c[0] for c in choices].index(str(card))]
        if mine[1]:
            return Verdict(True, 1.0, mine[2], accepted, lines, ids, str(card))
        plain = [c[0] for c in choices if c[1]]
        open_to = reading.alternative
        if open_to is None and bares_king(card, drill.data["hand"]):  # a king's only guard
            king = str(Card(card.suit, Rank.KING))
            summary = Msg(
                "sig.half_bare_king",
                card=str(card),
                wanted=str(wanted),
                king=king,
                plain=either(plain),
            )
            return Verdict(True, 0.5, summary, accepted, lines, ids, str(card))
        if open_to is None and jack_by_king(card, drill.data["hand"]):  # a grand's jack
            king = str(Card(card.suit, Rank.KING))
            summary = Msg(
                "sig.half_jack", card=str(card), wanted=str(wanted), king=king, plain=either(plain)
            )
            return Verdict(True, 0.5, summary, accepted, lines, ids, str(card))
        misere = drill.data["play"].id != "sig.play_grand"
        hand = drill.data["hand"]
        if open_to is None and misere and uncovers(card, hand) and not long_suit_two(card, hand):
            summary = Msg(
                "sig.half_uncovers",
                card=str(card),
                wanted=str(wanted),
                suit=card.suit.symbol,
                plain=either(plain),
            )
            return Verdict(True, 0.5, summary, accepted, lines, ids, str(card))
        if open_to is None:  # the 2 of a long suit in a misère
            summary = Msg("sig.half_two", card=str(card), wanted=str(wanted), plain=either(plain))
            return Verdict(True, 0.5, summary, accepted, lines, ids, str(card))
        if reading.suit is not wanted:  # only the other fair reading asks for it (IC-36)
            summary = Msg(
                "sig.half_other",
                card=str(card),
                wanted=str(wanted),
                ours=str(reading.suit),
                plain=either(plain),
            )
            return Verdict(True, 0.5, summary, accepted, lines, ids, str(card))
        return Verdict(
            True,
            0.5,
            Msg(
                "sig.half_open",
                card=str(card),
                wanted=str(wanted),
                other=str(open_to),
                plain=either(plain),
            ),
            accepted,
            lines,
            ids,
            str(card),
        )
    if card.rank is Rank.ACE:
        misere = getattr(drill.data["play"], "id", "") != "sig.play_grand"
        summary = Msg(
            "sig.why_ace_misere" if misere else "sig.why_ace_grand",
            card=str(card),
            cards=either([c[0] for c in choices if c[1]]),
        )
        return Verdict(False, 0.0, summary, accepted, lines, ids, str(card))
    why: str
    if card == drill.data["entry"]:
        why = Msg("sig.why_entry", card=str(card), wanted=str(wanted))
    else:
        why = tidy(Msg("sig.why_other", card=str(card), fact=reading.fact.text))
    return Verdict(
        False,
        0.0,
        Msg(
            "sig.not_asks",
            card=str(card),
            wanted=str(wanted),
            cards=either([c[0] for c in choices]),
        ),
        accepted,
        (why, *lines),
        ids,
        str(card),
    )


def _why_read(discard: Card, led: Suit, mine: Suit, right: Suit) -> str:
    value = int(discard.rank)
    if value % 2:
        return Msg("sig.why_odd", card=str(discard), value=value, suit=mine.symbol)
    high = discard.rank >= HIGH_EVEN_FROM
    others = sorted(s for s in Suit if s is not led and s is not discard.suit)
    a, b = others[0].symbol, others[1].symbol
    if mine is discard.suit:
        return Msg("sig.why_own", card=str(discard), value=value, a=a, b=b)
    return Msg("sig.why_high" if high else "sig.why_low", card=str(discard), value=value, a=a, b=b)


_RULE = Msg("sig.rule")


def help_steps(drill: Drill) -> tuple[str, str, str]:
    led = Suit.parse(drill.data["led"].lower())
    if drill.data["ask"] == "read":
        discard: Card = drill.data["discard"]
        others = sorted(s for s in Suit if s is not led and s is not discard.suit)
        second = Msg(
            "sig.parity_odd" if int(discard.rank) % 2 else "sig.parity_even",
            card=str(discard),
            value=int(discard.rank),
            led=led.symbol,
            own=discard.suit.symbol,
            a=others[0].symbol,
            b=others[1].symbol,
        )
        answer = Suit.parse(drill.solution["answer"].lower())
        why = drill.solution["choices"][0][2]
        return _RULE, second, tidy(Msg("sig.asks_for", suit=answer.symbol, why=why))
    wanted = Suit.parse(drill.data["wanted"].lower())
    others = [s for s in Suit if s not in (led, wanted)]
    ways = []
    for s in others:
        pair = sorted(x for x in Suit if x not in (led, s))
        ways.append(
            Msg(
                "sig.even_leaves_higher" if pair[1] is wanted else "sig.even_leaves_lower",
                suit=s.symbol,
                a=pair[0].symbol,
                b=pair[1].symbol,
                wanted=wanted.symbol,
            )
        )
    second = Msg("sig.how_to_ask", wanted=wanted.symbol, ways=Msg("join", items=ways, sep="; "))
    accepted = [c[0] for c in drill.solution["choices"] if c[1]]  # the plain ones
    if len(accepted) == 1:
        return (
            _RULE,
            second,
            Msg("sig.one_card", card=accepted[0], why=drill.solution["choices"][0][2]),
        )
    return _RULE, second, Msg("sig.any_asks", cards=either(accepted), wanted=wanted.symbol)


def facets(drill: Drill) -> dict[str, str]:
    return {"kind": drill.solution["kind"]}


register(
    DrillType(
        slug="signal",
        name="Signal with a discard",
        description="The Italian first-discard signal: read which suit partner asks for, or "
        "choose the card that asks for yours.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets=TARGETS,
        facets=facets,
    )
)
