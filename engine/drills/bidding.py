"""Bid this hand (C-3, C-4, C-5): a hand, the auction so far, one call.

Levels: 1 kitty openings, 2 kitty answers to partner's first bid, 3 no-kitty openings, 4 the
second round, 5 aces and kings, 6 the kitty bid and encouragement, 7 pre-empts and
competitive bids. Each level lists the kinds of answer it asks for (its targets); the seed
draws one, then deals are bid by the conventions until a seat's turn has that kind of
answer. The other seats' calls are the conventions' preferred calls for their own hands, so
the auction the learner sees is one a good table would produce. The conventions' preferred
call earns full credit; a call they allow but do not prefer earns half, and says so.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..actions import Action, Bid, Pass, parse_action
from ..cards import Card, NotationError, Rank, Suit
from ..conventions import CallSuggestion, ShowKind, conventional_calls, evaluate, explain_call
from ..conventions.auction import AuctionView, analyse
from ..conventions.calls import call_words
from ..conventions.handeval import count_msg
from ..deal import Deal
from ..messages import Msg
from ..rules import Form, partner, side
from ..scoring import bid_words
from ..trick_taking import Phase
from . import (
    Drill,
    DrillInputError,
    DrillType,
    Target,
    Verdict,
    choice_verdict,
    register,
    target_tries,
)
from .stacking import Layout
from .words import and_msg, convention_ids, strip_ids

LEVELS = {
    1: "Kitty games: the first bid",
    2: "Kitty games: answering partner's first bid",
    3: "No-kitty games: opening bids",
    4: "Kitty games: the second round",
    5: "Kitty games: showing aces and kings",
    6: "The kitty bid and encouragement",
    7: "Pre-empts and competitive bids",
}


@dataclass(frozen=True)
class _Point:
    """A seat about to call, with the conventions' suggestions."""

    view: AuctionView
    suggestions: list[CallSuggestion]

    @property
    def best(self) -> CallSuggestion:
        return self.suggestions[0]

    def has(self, *ids: str) -> bool:
        return any(i in self.best.ids for i in ids)

    def shows(self, *kinds: ShowKind) -> bool:
        return any(f.kind in kinds for f in self.best.shows)

    @property
    def passes(self) -> bool:
        return isinstance(self.best.call, Pass)


Pred = Callable[[_Point], bool]


Stack = Callable[[Layout, random.Random], None]


@dataclass(frozen=True)
class _BidTarget:
    target: Target
    form: Form
    where: Pred  # the level's situation
    what: Pred  # the kind of answer
    stack: Stack | None = None  # makes a rare hand likely


def _t(
    name: str,
    weight: float,
    themes: tuple[str, ...],
    form: Form,
    where: Pred,
    what: Pred,
    stack: Stack | None = None,
) -> _BidTarget:
    return _BidTarget(Target(name, weight, themes), form, where, what, stack)


_ACES = [Card(s, Rank.ACE) for s in Suit]


def _aces_to_one(layout: Layout, rng: random.Random) -> None:
    """Three aces (now and then four) in one hand."""
    seat = rng.randrange(4)
    layout.give(seat, rng.sample(_ACES, 4 if rng.random() < 0.2 else 3), rng)


def _suit_cards(suit: Suit, ranks: str, spots: int, rng: random.Random) -> list[Card]:
    """Cards of ``suit``: the ranks named (e.g. "KQJ") and ``spots`` random spots 2–9."""
    named = [Card(suit, Rank.parse(r)) for r in ranks]
    pool = [Card(suit, r) for r in Rank if r.is_spot]
    return named + rng.sample(pool, spots)


def _opener_then_aces(layout: Layout, rng: random.Random) -> None:
    """An opener speaking early with a first-round suit (K Q J and a side K Q), and its
    partner holding three aces."""
    opener = (layout.dealer + rng.randrange(2)) % 4
    x, y = rng.sample([s for s in Suit], 2)
    cards = [*_suit_cards(x, "KQJ", 2, rng), Card(y, Rank.KING), Card(y, Rank.QUEEN)]
    layout.give(opener, cards, rng)
    layout.give(partner(opener), rng.sample(_ACES, 3), rng, keep=())


def _two_first_round_suits(layout: Layout, rng: random.Random) -> None:
    """The dealer holds two suits of first-round strength."""
    x, y = rng.sample([s for s in Suit], 2)
    cards = _suit_cards(x, "AKJ", 2, rng) + _suit_cards(y, "AQJ", 2, rng)
    layout.give(layout.dealer, cards, rng)


def _opening_hand(layout: Layout, seat: int, rng: random.Random) -> Suit:
    """``seat`` gets a first-round suit (A K J and two spots) and a side ace; returns it."""
    x, y = rng.sample(list(Suit), 2)
    layout.give(seat, [*_suit_cards(x, "AKJ", 2, rng), Card(y, Rank.ACE)], rng)
    return x


def _misfit(layout: Layout, rng: random.Random) -> None:
    """The dealer opens a suit; partner holds none of it (the lowest misère answer)."""
    x = _opening_hand(layout, layout.dealer, rng)
    mate = partner(layout.dealer)
    layout.take_away(mate, [c for c in layout.hands[mate] if c.suit is x], rng)


def _low_responder(layout: Layout, rng: random.Random) -> None:
    """The dealer opens a suit; partner has low cards for a misère in the second round."""
    x = _opening_hand(layout, layout.dealer, rng)
    mate = partner(layout.dealer)
    others = [s for s in Suit if s is not x]
    lows = [Card(s, r) for s in others for r in (Rank.THREE, Rank.FOUR, Rank.FIVE)]
    layout.give(mate, [Card(rng.choice(others), Rank.TWO), *rng.sample(lows, 4)], rng)


def _three_and_one(layout: Layout, rng: random.Random) -> None:
    """Three aces in one hand and the fourth with its partner."""
    seat = rng.randrange(4)
    aces = rng.sample(_ACES, 4)
    layout.give(seat, aces[:3], rng)
    layout.give(partner(seat), aces[3:], rng)


# --- situations ---------------------------------------------------------------------------------


def _opening(p: _Point) -> bool:
    """Nobody has bid yet and it is round one: the learner may open."""
    return p.view.standing is None and p.view.round == 1


def _answering(p: _Point) -> bool:
    """Partner made our side's first bid and the learner has not spoken since."""
    v = p.view
    first = v.first_bid_of_side(v.seat)
    if first is None or first[1] != v.partner:
        return False
    return not any(i > first[0] for i, _ in v.calls_of(v.seat)) and v.opponents_preempt() is None


def _round_two(p: _Point) -> bool:
    v = p.view
    return v.round == 2 and v.first_bid_of_side(v.seat) is not None and p.has("C-4.1")


def _honours(p: _Point) -> bool:
    v = p.view
    return v.round >= 3 and v.first_bid_of_side(v.seat) is not None and p.has("C-4.2", "C-4.3")


def _kitty_bid(p: _Point) -> bool:
    return p.has("C-4.4", "C-4.5")


def _defending(p: _Point) -> bool:
    """The opponents have bid, partner has not, and it is early in the auction."""
    v = p.view
    return (
        v.round <= 2
        and v.opponents_have_bid()
        and not v.bids_of(v.partner)
        and not v.bids_of(v.seat)
    )


def _bid(p: _Point) -> bool:
    return not p.passes


K, N = Form.KITTY, Form.NOKITTY

TARGETS: dict[int, tuple[_BidTarget, ...]] = {
    1: (
        _t(
            "a first-round suit",
            0.22,
            ("C-3.1", "C-3.2"),
            K,
            _opening,
            lambda p: p.has("C-3.1", "C-3.2"),
        ),
        _t(
            "three or four aces",
            0.12,
            ("C-3.3",),
            K,
            _opening,
            lambda p: p.has("C-3.3") and _bid(p),
            _aces_to_one,
        ),
        _t("high cards", 0.18, ("C-3.4",), K, _opening, lambda p: p.has("C-3.4")),
        _t("a misère hand", 0.18, ("C-3.5",), K, _opening, lambda p: p.has("C-3.5") and _bid(p)),
        _t("nothing to open", 0.30, ("C-3.7",), K, _opening, lambda p: p.passes and p.has("C-3.7")),
    ),
    2: (
        _t("own first-round suit", 0.15, ("C-3.8",), K, _answering, lambda p: p.has("C-3.8")),
        _t("a raise", 0.15, ("C-3.9",), K, _answering, lambda p: p.has("C-3.9")),
        _t(
            "the fourth ace",
            0.12,
            ("C-3.10",),
            K,
            _answering,
            lambda p: p.has("C-3.10") and _bid(p),
            _three_and_one,
        ),
        _t("answering three", 0.15, ("C-3.11",), K, _answering, lambda p: p.has("C-3.11")),
        _t(
            "three or four aces",
            0.08,
            ("C-3.12",),
            K,
            _answering,
            lambda p: p.has("C-3.12") and _bid(p),
            _opener_then_aces,
        ),
        _t("a misfit", 0.13, ("C-3.13",), K, _answering, lambda p: p.has("C-3.13")),
        _t("nothing to add", 0.22, ("C-3.7", "C-3.10", "C-3.5"), K, _answering, lambda p: p.passes),
    ),
    3: (
        _t(
            "6♠, a strong hand",
            0.30,
            ("C-5.1",),
            N,
            _opening,
            lambda p: (
                p.shows(ShowKind.STRONG_HAND, ShowKind.ALLPASS_HOPELESS) and not p.has("C-5.2")
            ),
        ),
        _t("a natural void", 0.20, ("C-5.2",), N, _opening, lambda p: p.has("C-5.2")),
        _t("six misère", 0.20, ("C-5.3",), N, _opening, lambda p: p.has("C-5.3")),
        _t("no opening", 0.30, ("C-5.1",), N, _opening, lambda p: p.passes),
    ),
    4: (
        _t(
            "a second-round suit",
            0.25,
            ("C-4.1",),
            K,
            _round_two,
            lambda p: p.shows(ShowKind.SECOND_ROUND_SUIT),
        ),
        _t(
            "a second first-round suit",
            0.10,
            ("C-4.1",),
            K,
            _round_two,
            lambda p: p.shows(ShowKind.FIRST_ROUND_SUIT),
            _two_first_round_suits,
        ),
        _t("support", 0.15, ("C-4.1", "C-3.9"), K, _round_two, lambda p: p.shows(ShowKind.RAISE)),
        _t(
            "the best suit after a misfit",
            0.10,
            ("C-4.1",),
            K,
            _round_two,
            lambda p: p.shows(ShowKind.BEST_SUIT),
            _misfit,
        ),
        _t(
            "low cards",
            0.12,
            ("C-4.1",),
            K,
            _round_two,
            lambda p: p.shows(ShowKind.LOW_CARDS),
            _low_responder,
        ),
        _t("nothing new", 0.28, ("C-4.1",), K, _round_two, lambda p: p.passes),
    ),
    5: (
        _t(
            "an ace in round three",
            0.28,
            ("C-4.2",),
            K,
            _honours,
            lambda p: p.has("C-4.2") and p.shows(ShowKind.ACE),
        ),
        _t(
            "the missing ace",
            0.10,
            ("C-4.2",),
            K,
            _honours,
            lambda p: p.shows(ShowKind.MISSING_ACE),
        ),
        _t(
            "aces in our suits",
            0.12,
            ("C-4.2",),
            K,
            _honours,
            lambda p: p.shows(ShowKind.ACES_IN_SIDE_SUITS),
        ),
        _t(
            "aces and kings later",
            0.25,
            ("C-4.3",),
            K,
            _honours,
            lambda p: p.has("C-4.3") and p.shows(ShowKind.ACE, ShowKind.KING),
        ),
        _t("nothing to show", 0.25, ("C-4.2", "C-4.3"), K, _honours, lambda p: p.passes),
    ),
    6: (
        _t(
            "the kitty bid",
            0.30,
            ("C-4.4",),
            K,
            _kitty_bid,
            lambda p: p.shows(ShowKind.KITTY_BID) and not p.has("C-4.5"),
        ),
        _t(
            "asking partner",
            0.25,
            ("C-4.5",),
            K,
            _kitty_bid,
            lambda p: p.shows(ShowKind.ASKS_KITTY_BID) and _bid(p),
        ),
        _t(
            "answering the request",
            0.25,
            ("C-4.5", "C-4.4"),
            K,
            _kitty_bid,
            lambda p: p.shows(ShowKind.KITTY_BID) and p.has("C-4.5"),
        ),
        _t(
            "a pass that asks or refuses",
            0.20,
            ("C-4.4", "C-4.5"),
            K,
            _kitty_bid,
            lambda p: p.passes,
        ),
    ),
    7: (
        _t(
            "a kitty misère pre-empt",
            0.30,
            ("C-3.6", "C-3.5"),
            K,
            _defending,
            lambda p: p.has("C-3.6") and _bid(p),
        ),
        _t("a quiet defender", 0.20, ("C-3.7", "C-3.6"), K, _defending, lambda p: p.passes),
        _t(
            "a competitive suit",
            0.20,
            ("C-5.4", "C-5.1"),
            N,
            _defending,
            lambda p: p.shows(ShowKind.COMPETITIVE),
        ),
        _t(
            "a no-kitty misère pre-empt",
            0.15,
            ("C-5.4", "C-5.3"),
            N,
            _defending,
            lambda p: p.has("C-5.4") and p.shows(ShowKind.MISERE_PREEMPT),
        ),
        _t(
            "nothing to compete with",
            0.15,
            ("C-5.4",),
            N,
            _defending,
            lambda p: p.passes and p.has("C-5.4"),
        ),
    ),
}


# --- finding the situation ---------------------------------------------------------------------


# How many calls a level needs to see: its situations all come up within them.
_HORIZON = {1: 4, 2: 8, 3: 4, 4: 8, 5: 40, 6: 40, 7: 8}


def _points(deal: Deal, form: Form, horizon: int = 99) -> list[_Point]:
    """Bid ``deal`` by the conventions (at most ``horizon`` calls), keeping every turn."""
    out: list[_Point] = []
    while deal.phase is Phase.AUCTION and len(deal.calls) < horizon:
        seat = deal.to_act
        assert seat is not None
        suggestions = conventional_calls(deal.hand(seat), form, deal.calls, seat, deal.dealer)
        out.append(_Point(analyse(form, deal.calls, seat, deal.dealer), suggestions))
        deal.apply(suggestions[0].call, seat)
    return out


def _situation(level: int, seed: str, rng: random.Random) -> tuple[int, Deal, _Point]:
    targets = TARGETS[level]
    for tries, i in target_tries([t.target for t in targets], rng, seed, 500, 150):
        bt = targets[i]
        for attempt in range(tries):
            layout = Layout(bt.form, rng.randrange(4), f"bid-drill:{level}:{seed}:{i}", attempt)
            if bt.stack is not None:
                bt.stack(layout, rng)
            points = _points(layout.deal(), bt.form, _HORIZON[level])
            found = [p for p in points if bt.where(p) and bt.what(p)]
            if found:
                point = rng.choice(found)
                replay = layout.deal()
                for s, c in point.view.calls:
                    replay.apply(c, s)
                return i, replay, point
    raise RuntimeError("no bidding situation found")  # pragma: no cover


def make(level: int, seed: str) -> Drill:
    rng = random.Random(f"drill:bid:{level}:{seed}")
    index, deal, point = _situation(level, seed, rng)
    form = deal.form.bidding
    seat = point.view.seat
    suggestions = point.suggestions
    legal = tuple(deal.legal_actions())
    meanings = [
        (i, explain_call(call, form, deal.calls[:i], s, deal.dealer).text)
        for i, (s, call) in enumerate(deal.calls)
    ]
    best = suggestions[0]
    themes = convention_ids(best.ids)
    return Drill(
        type="bid",
        level=level,
        seed=seed,
        title="Bid this hand",
        prompt=Msg(
            "bd.prompt_nokitty" if form is Form.NOKITTY else "bd.prompt_kitty",
            seat=Msg(f"seat.{seat}"),
        ),
        data={
            "hand": deal.hand(seat),
            "form": form.value,
            "seat": seat,
            "dealer": deal.dealer,
            "auction": tuple(deal.calls),
            "meanings": dict(meanings),
            "legal": legal,
        },
        solution={
            "suggestions": [
                (s.call.notation(), s.preferred, s.text, tuple(s.ids)) for s in suggestions
            ],
            "target": TARGETS[level][index].target.name,
        },
        themes=themes,
    )


def _words(notation: str) -> str:
    """``6M`` → ``6 misère``; ``pass`` stays ``pass`` (a message: its words translate)."""
    return call_words(parse_action(notation))


def check(drill: Drill, answer: Mapping[str, str]) -> Verdict:
    text = (answer.get("call") or "").strip()
    try:
        call: Action = parse_action(text)
    except NotationError:
        raise DrillInputError(Msg("bd.not_a_call", text=repr(text))) from None
    legal = {a.notation() for a in drill.data["legal"]}
    if call.notation() not in legal:
        raise DrillInputError(Msg("bd.not_legal", call=str(call)))
    form = Form(drill.data["form"])
    seat, dealer = drill.data["seat"], drill.data["dealer"]
    mine = explain_call(call, form, list(drill.data["auction"]), seat, dealer)
    said = mine.text or Msg("bd.nothing_described")
    what = (
        Msg("bd.pass_tells")
        if isinstance(call, Pass)
        else Msg("bd.call_tells", call=_words(call.notation()))
    )
    return choice_verdict(
        call.notation(),
        drill.solution["suggestions"],
        words=_words,
        verb="call",
        wrong_lines=(
            Msg(
                "bd.would_tell",
                what=what,
                meaning=_meaning(said, call) if isinstance(call, Bid) else said,
            ),
            _hand_line(drill),
        ),
        extra_ids=mine.ids,
    )


def _hand_line(drill: Drill) -> Msg:
    """What the hand holds that the conventions look at (no call named)."""
    h = evaluate(drill.data["hand"])
    longest = max(h.suits, key=lambda s: (s.length, s.points, s.suit))
    bits = [Msg("bd.longest", suit=longest.describe())]
    bits.append(
        Msg("bd.aces", aces=and_msg([f"{s.symbol}A" for s in h.ace_suits]))
        if h.ace_suits
        else Msg("bd.no_ace")
    )
    bits.append(Msg("bd.points", points=h.points))
    if h.natural_voids:
        bits.append(Msg("bd.void", suits=and_msg([s.symbol for s in h.natural_voids])))
    else:
        bits.append(
            Msg(
                "bd.low",
                twos=count_msg(h.twos, "he.twos"),
                cards=count_msg(h.low_cards, "bd.cards"),
            )
        )
    return Msg("bd.hand_line", bits=Msg("join", items=tuple(bits), sep="; "))


def _meaning(text: str, call: Bid) -> str:
    """What a call's meaning says, without the call's label and the ids. A meaning made by
    ``explain_call`` stays a message, so it reads in any language."""
    plain = strip_ids(text).strip().rstrip(".")
    for label in (call.text, call.notation()):
        if plain.startswith(label + ":"):
            plain = plain[len(label) + 1 :].strip()
    said: object = text
    if isinstance(said, Msg) and said.id == "fact":
        said = said.params["body"]
        if isinstance(said, Msg) and said.id == "cm.call":
            said = said.params["body"]
    return said if isinstance(said, Msg) and said == plain else plain


def _auction_line(drill: Drill) -> Msg:
    """What partner, the learner and the last opponent said, in words (the learner's answer
    is not named)."""
    seat = drill.data["seat"]
    meanings = drill.data["meanings"]
    bids = [(i, s, c) for i, (s, c) in enumerate(drill.data["auction"]) if isinstance(c, Bid)]
    if not bids:
        return Msg("bd.nobody_bid")
    ours = [b for b in bids if side(b[1]) == side(seat)]
    theirs = [b for b in bids if side(b[1]) != side(seat)][-1:]
    # Each partner's first bid too: the suit it opened or named first is what a kitty bid
    # goes back to (review round 69, bid 6-r69u12: "so far" showed only ace and king bids,
    # and partner's opening 3♠, which the answer 5♠ rests on, was left out).
    firsts = [next(b for b in ours if b[1] == x) for x in {b[1] for b in ours}]
    said = []
    for i, s, c in sorted({*ours[-3:], *firsts, *theirs}):
        who = (
            "bd.said_partner"
            if s == partner(seat)
            else "bd.said_you"
            if s == seat
            else "bd.said_opponent"
        )
        said.append(Msg(who, bid=bid_words(c), meaning=_meaning(meanings.get(i, ""), c)))
    return Msg("bd.so_far", said=Msg("join", items=tuple(said), sep="; "))


# The first hint of each level: what to look at (bd.step1 … bd.step7).
_FIRST_STEP = {level: f"bd.step{level}" for level in LEVELS}


def help_steps(drill: Drill) -> tuple[str, str, str]:
    best = next(
        (s for s in drill.solution["suggestions"] if s[1]), drill.solution["suggestions"][0]
    )
    second = Msg("bd.second", auction=_auction_line(drill), hand=_hand_line(drill))
    return Msg(_FIRST_STEP[drill.level]), second, best[2]


def facets(drill: Drill) -> dict[str, str]:
    best = next(s for s in drill.solution["suggestions"] if s[1])
    return {"call": best[0]}


register(
    DrillType(
        slug="bid",
        name="Bid this hand",
        description="A hand and the auction so far: choose your call from a bidding box of legal "
        "calls.",
        levels=LEVELS,
        make=make,
        check=check,
        help=help_steps,
        targets={level: tuple(t.target for t in ts) for level, ts in TARGETS.items()},
        facets=facets,
    )
)

__all__ = ["LEVELS", "TARGETS", "check", "facets", "make"]
