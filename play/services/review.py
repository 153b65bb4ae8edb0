"""The review of a finished deal, for both tables: what was bid and what each call meant,
what was handed over, every trick and who won it, the score, and a trick-by-trick replay.

A finished deal is public (R-8.3: the review shows every trick; every hand may be shown), so
this module reads the deal's record and replays it; it is never used for a deal in progress.

The double-dummy analysis (per card: its value, the better cards; the par; the departures
from the conventions) is made once per deal and stored with the game (:mod:`.analysis`);
:func:`with_analysis` names it for the reader and hands the review its :class:`CardMark`s.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from django.utils.translation import gettext, ngettext, pgettext

from engine.actions import Action, Bid, Pass
from engine.bonehead.deal import BoneheadDeal
from engine.bonehead.seating import BONEHEAD
from engine.bonehead.session import FinishedBoneheadDeal
from engine.cards import Card, CardSet
from engine.deal import Deal
from engine.messages import msg_from_data
from engine.rules import Form
from engine.scoring import ScoreLine
from engine.session import FinishedDeal
from engine.trick_taking import Kind, Phase, Trick
from engine.vint.deal import VintDeal
from engine.vint.rubber import FinishedVintDeal

from .explain import bonehead_call_meanings, four_call_meanings
from .status import AceTaken, doubling_note
from .table import PLACES, ShownTrick, shown_trick
from .words import bid_text, call_label, form_label, joined, pair, shown_name


def possessive(name: str) -> str:
    """``Your``, ``Aino’s``."""
    if name in ("You", gettext("You")):
        return gettext("Your")
    return gettext("%(name)s’s") % {"name": name}


def _amount(n: int, unit: str, signed: bool = False) -> str:
    if unit == "tricks":
        return ngettext("%(n)s trick", "%(n)s tricks", n) % {"n": n}
    number = f"{n:+d}".replace("-", "−") if signed else str(n)
    return ngettext("%(n)s point", "%(n)s points", abs(n)) % {"n": number}


@dataclass(frozen=True)
class CardMark:
    """What the double-dummy analysis says of one card played, for the side that played it:
    ``value`` is what the deal comes to after it with best play by everyone (the side's
    tricks in trumps and grand, its number in misère), ``best`` what the best card would have
    come to, ``better`` the cards that would have done better. ``solved`` False: the card
    came too early in a misère to be solved exactly, and nothing is said of it."""

    number: int  # 1–52, in the order played
    trick: int
    player: str
    card: Card
    unit: str  # "tricks" or "points"
    solved: bool
    value: int = 0
    best: int = 0
    better: tuple[Card, ...] = ()
    best_cards: tuple[Card, ...] = ()

    @property
    def cost(self) -> int:
        return self.best - self.value if self.solved else 0

    @property
    def whose(self) -> str:
        return possessive(self.player)

    @property
    def also_best(self) -> tuple[Card, ...]:
        """The other cards that were as good as the one played."""
        return tuple(c for c in self.best_cards if c != self.card)

    @property
    def value_text(self) -> str:
        return _amount(self.value, self.unit, signed=True)

    @property
    def best_text(self) -> str:
        return _amount(self.best, self.unit, signed=True)

    @property
    def cost_text(self) -> str:
        return _amount(self.cost, self.unit)


@dataclass(frozen=True)
class DepartureNote:
    """A place where a player left the conventions, with where to learn and drill it."""

    player: str
    stage: str  # "call", "opening lead", "hand-over"
    did: str
    wanted: str
    why: str
    ids: tuple[str, ...]
    lesson_url: str | None
    drill_url: str | None
    lesson_id: str = ""  # the id the lesson link is for

    @property
    def whose(self) -> str:
        return possessive(self.player)


@dataclass(frozen=True)
class ReviewAnalysis:
    """The deal's double-dummy analysis and its departures from the conventions, named for
    the reader (from the game's stored analysis, :mod:`.analysis`)."""

    unit: str  # "tricks" or "points"; "" for a deal without play
    contract: str
    main: str  # the side par and result are for
    par: int | None
    par_points: int | None
    result: int
    solved_from: int | None  # the first card judged; None when none was
    plays: tuple[CardMark, ...]
    departures: tuple[DepartureNote, ...]
    no_play: str = ""  # why a deal has no card play to analyse

    @property
    def costly(self) -> list[CardMark]:
        return [m for m in self.plays if m.cost > 0]

    @property
    def unsolved(self) -> list[CardMark]:
        return [m for m in self.plays if not m.solved]

    @property
    def first_solved_trick(self) -> int | None:
        return next((m.trick for m in self.plays if m.solved), None)

    @property
    def par_text(self) -> str:
        return "" if self.par is None else _amount(self.par, self.unit, signed=True)

    @property
    def result_text(self) -> str:
        return _amount(self.result, self.unit, signed=True)

    @property
    def misere(self) -> bool:
        return self.unit == "points"


def _lesson_urls(ids: Sequence[str]) -> dict[str, str]:
    """Each id's lesson section (or reference entry), trying its parents (C-3.8 for C-3.8.2)
    when the id itself is not taught on its own."""
    from lessons.models import rule_urls

    wanted = {i: [i] for i in ids}
    for i in ids:
        key = i
        while "." in key:
            key = key.rsplit(".", 1)[0]
            wanted[i].append(key)
    found = rule_urls({k for keys in wanted.values() for k in keys})
    return {
        i: next(found[k] for k in keys if k in found)
        for i, keys in wanted.items()
        if any(k in found for k in keys)
    }


def _stage(stage: str) -> str:
    """A departure's stage, stored in English ("call", "opening lead", "hand-over")."""
    return {
        "call": pgettext("departure", "call"),
        "opening lead": gettext("opening lead"),
        "hand-over": gettext("hand-over"),
    }.get(stage, stage)


def _stored_call(text: str) -> str:
    """A call stored in English (``pass``, ``2♦``, ``6 misère``) in the reader's language."""
    words = {
        "pass": pgettext("call", "pass"),
        "double": pgettext("call", "double"),
        "redouble": pgettext("call", "redouble"),
        "Bolshevik": gettext("Bolshevik"),
    }
    if text in words:
        return words[text]
    level, _, word = text.partition(" ")
    if word == "misère":
        return f"{level} {gettext('misère')}"
    if word == "grand":
        return f"{level} {gettext('grand')}"
    return text


def review_analysis(data: Mapping[str, Any], names: Mapping[int, str]) -> ReviewAnalysis:
    """The stored analysis (plain JSON keyed by player) in the reader's names."""
    from django.urls import reverse

    def name(key: int) -> str:
        return names.get(key, "?")

    deps = data.get("departures", [])
    lessons = _lesson_urls([i for d in deps for i in d["ids"]])
    departures = tuple(
        DepartureNote(
            player=name(d["who"]),
            stage=_stage(d["stage"]),
            did=_stored_call(d["did"]),
            wanted=_stored_call(d["wanted"]),
            why=msg_from_data(d["why_msg"]) if "why_msg" in d else d["why"],
            ids=tuple(d["ids"]),
            lesson_url=next((lessons[i] for i in d["ids"] if i in lessons), None),
            lesson_id=next((i for i in d["ids"] if i in lessons), ""),
            drill_url=reverse("drills:theme", args=[d["drill"]]) if d.get("drill") else None,
        )
        for d in deps
    )
    if "none" in data:
        return ReviewAnalysis("", "", "", None, None, 0, None, (), departures, data["none"])
    unit = data["unit"]
    plays = tuple(
        CardMark(
            number=p["number"],
            trick=p["trick"],
            player=name(p["who"]),
            card=Card.parse(p["card"]),
            unit=unit,
            solved="value" in p,
            value=p.get("value", 0),
            best=p.get("best", 0),
            better=tuple(Card.parse(c) for c in p.get("better", ())),
            best_cards=tuple(Card.parse(c) for c in p.get("best_cards", ())),
        )
        for p in data["plays"]
    )
    main_names = [name(k) for k in data["main"]]
    return ReviewAnalysis(
        unit=unit,
        contract=data["contract"],
        main=pair(*main_names) if len(main_names) == 2 else joined(main_names),
        par=data["par"],
        par_points=data.get("par_points"),
        result=data["result"],
        solved_from=data["solved_from"],
        plays=plays,
        departures=departures,
    )


def with_analysis(dr: DealReview, data: Mapping[str, Any] | None) -> DealReview:
    """``dr`` with the game's stored analysis of the deal (None: not made yet)."""
    if data is None:
        return dr
    analysis = review_analysis(data, dr.keys)
    return replace(dr, analysis=analysis, marks=analysis.plays)


@dataclass(frozen=True)
class ReviewCall:
    who: str
    call: Action
    label: str  # "2♦", "pass"
    meaning: str
    is_pass: bool


@dataclass(frozen=True)
class ReviewTransfer:
    giver: str
    receiver: str
    cards: tuple[Card, ...]
    packet: bool  # an ordered packet of four, top first
    what: str  # "packet", "card", "kitty card"
    positions: tuple[str, ...] = ()  # the bonehead's cards named by row place (D-11)


@dataclass(frozen=True)
class ReplayHand:
    place: str
    name: str
    cards: CardSet  # the hand as the trick on show began
    played: tuple[Card, ...] = ()  # the card it played to that trick


@dataclass(frozen=True)
class ReplayStep:
    """Step 0 is the hands as play began; step k shows trick k on the table and the hands as
    that trick began, each hand's card in it marked."""

    index: int
    count: int
    trick: ShownTrick | None
    hands: Mapping[str, ReplayHand]  # by place
    sides: Sequence[tuple[str, int]]  # tricks each side had won after this step

    @property
    def prev(self) -> int:
        return max(0, self.index - 1)

    @property
    def next(self) -> int:
        return min(self.count, self.index + 1)


@dataclass(frozen=True)
class VintScoreRow:
    """One figure of a Vint deal, in its pair's column, above or below the line."""

    label: str
    rule: str
    above: bool
    points: tuple[int | None, int | None]  # (North–South, East–West): one of them


@dataclass(frozen=True)
class VintDealScore:
    """What a finished Vint deal wrote on the sheet: both pairs score (V-5.2)."""

    pairs: tuple[str, str]  # North–South, East–West by name
    rows: tuple[VintScoreRow, ...]
    totals: tuple[int, int]
    game_won: str  # "" or who reached 500 and when (V-7.1)
    yours: int | None  # what the deal was worth to the learner (None on a shared link)


@dataclass(frozen=True)
class DealReview:
    index: int  # 1-based among the game's finished deals
    title: str  # "Deal 3: kitty game"
    outcome: str  # "6♥ doubled, declared by Aino: made"
    dealer: str
    calls: Sequence[ReviewCall]
    extended: Sequence[ReviewCall]
    bolshevik: Sequence[ReviewCall]
    doubling: str
    transfers: Sequence[ReviewTransfer]
    kitty: tuple[Card, ...]
    kitty_note: str
    tricks: Sequence[ShownTrick]
    sides: Sequence[tuple[str, int]]
    aces: Sequence[AceTaken]
    score_for: str  # whose number the score lines explain
    score_lines: Sequence[ScoreLine]
    per_opponent: Sequence[tuple[str, Sequence[ScoreLine]]]
    numbers: Sequence[tuple[str, int]]  # each player's number from this deal
    your_number: int | None
    step: ReplayStep
    dealt: Mapping[str, ReplayHand] = field(default_factory=dict)  # the hands as dealt, by place
    keys: Mapping[int, str] = field(default_factory=dict)  # the analysis's players, named
    analysis: ReviewAnalysis | None = None  # None until the analysis is made
    marks: Sequence[CardMark] = field(default_factory=tuple)
    vint: VintDealScore | None = None  # a Vint deal's figures, for both pairs (V-5 – V-7)

    @property
    def step_marks(self) -> list[CardMark]:
        return [m for m in self.marks if m.trick == self.step.index]

    @property
    def step_costs(self) -> dict[Card, CardMark]:
        """The cards of the trick on show that cost something, for a mark on the felt."""
        return {m.card: m for m in self.step_marks if m.cost > 0}


def _call(who: str, call: Action, meaning: str = "") -> ReviewCall:
    return ReviewCall(who, call, call_label(call), meaning, isinstance(call, Pass))


def _replay[D: (Deal, BoneheadDeal, VintDeal), T](
    new_deal: D, steps: Sequence[T], apply: Callable[[D, T], None]
) -> tuple[D, list[int] | None, list[list[int]]]:
    """Play the record through: the hands as play began, and after each trick."""
    deal = new_deal
    start: list[int] | None = None
    after: list[list[int]] = []
    for st in steps:
        apply(deal, st)
        if start is None and deal.phase is Phase.PLAY and not deal.trick_cards and not deal.tricks:
            start = list(deal.hands)
        if len(deal.tricks) > len(after):
            after.append(list(deal.hands))
    return deal, start, after


def _seated(
    seating: Sequence[int], players: Sequence[str], learner: int
) -> tuple[dict[int, str], dict[int, str]]:
    """Each seat's name (``players`` names the players ``seating`` seats) and its place at
    the table, the learner's seat at the bottom."""
    names = {s: shown_name(players[p]) for s, p in enumerate(seating)}
    return names, _places(seating.index(learner))


def _places(me: int) -> dict[int, str]:
    """Each seat's place at the table when seat ``me`` is at the bottom."""
    return {(me + i) % 4: PLACES[i] for i in range(4)}


def _by_seat(masks: list[int], seat: int) -> CardSet:
    """The hand of ``seat`` where the deal keeps its hands by seat."""
    return CardSet(masks[seat])


def _step(
    index: int | None,
    tricks: Sequence[ShownTrick],
    start: list[int] | None,
    after: list[list[int]],
    place_of: Mapping[int, str],
    names: Mapping[int, str],  # by seat
    sides_after: Callable[[int], Sequence[tuple[str, int]]],
    hand_at: Callable[[list[int], int], CardSet] = _by_seat,
) -> ReplayStep:
    count = len(tricks)
    k = count if index is None else max(0, min(count, index))
    masks = after[k - 2] if k > 1 else start
    trick = tricks[k - 1] if k > 0 else None
    played = {slot.place: (slot.card,) for slot in trick.slots} if trick is not None else {}
    hands = (
        {
            place_of[s]: ReplayHand(
                place_of[s], names[s], hand_at(masks, s), played.get(place_of[s], ())
            )
            for s in range(4)
        }
        if masks is not None
        else {}
    )
    return ReplayStep(k, count, trick, hands, sides_after(k))


def _dealt(
    hands: Sequence[CardSet], place_of: Mapping[int, str], names: Mapping[int, str]
) -> dict[str, ReplayHand]:
    """The four hands as dealt, by place, where the deal keeps its hands by seat."""
    return {place_of[s]: ReplayHand(place_of[s], names[s], hands[s]) for s in range(4)}


def _is_misere(kind: Kind, contract: Bid | None) -> bool:
    return kind is Kind.ALLPASS or (contract is not None and contract.denomination.is_misere)


def _ace_list(
    tricks: Sequence[Trick], side_of: Callable[[int], str], misere: bool
) -> list[AceTaken]:
    if not misere:
        return []
    return [AceTaken(c, t.number, side_of(t.winner), t.number) for t in tricks for c in t.aces]


# --- four players -----------------------------------------------------------------------
def four_review(
    fd: FinishedDeal, players: Sequence[str], index: int, step: int | None = None, learner: int = 0
) -> DealReview:
    """The review of a finished four-player deal; ``players`` names players A–D."""
    seating = fd.slot.seating
    names, place_of = _seated(seating, players, learner)
    me = seating.index(learner)
    record = fd.record
    deal, start, after = _replay(record.new_deal(), record.steps(), record.apply_step)
    r = fd.result

    def partnership(seat: int) -> str:
        return pair(names[seat], names[(seat + 2) % 4])

    bolshevik = fd.slot.form is Form.BOLSHEVIK
    d = r.declarer

    def side_of(seat: int) -> str:
        if bolshevik and d is not None:
            return names[d] if seat == d else joined([names[s] for s in range(4) if s != d])
        return partnership(seat)

    def sides_after(k: int) -> list[tuple[str, int]]:
        won: dict[str, int] = {}
        first = d if d is not None else me
        for s in (first, (first + 1) % 4):
            won[side_of(s)] = 0
        for t in deal.tricks[:k]:
            won[side_of(t.winner)] = won.get(side_of(t.winner), 0) + 1
        return list(won.items())

    tricks = [shown_trick(t, place_of, names) for t in deal.tricks]
    meanings = four_call_meanings(deal.calls, deal.form, deal.dealer) if not bolshevik else {}
    calls = [_call(names[s], c, meanings.get(i, "")) for i, (s, c) in enumerate(deal.calls)]
    what = {Phase.PACKET: "packet", Phase.RETURN_PACKET: "packet"}
    transfers = [
        ReviewTransfer(
            names[t.giver],
            names[t.receiver],
            tuple(t.cards),
            len(t.cards) == 4 and t.phase in what,
            what.get(t.phase, "card"),
        )
        for t in deal.transfers
    ]
    kitty_note = ""
    if deal.form.has_kitty:
        if r.kind is Kind.ALLPASS:
            kitty_note = gettext("dealt out one card each, from the dealer's left (R-5.1)")
        elif r.kind is Kind.THROWN_IN:
            kitty_note = gettext("not taken: the deal was thrown in")
        elif deal.kitty_bidder is not None or deal.declarer is not None:
            taker = deal.kitty_bidder if deal.kitty_bidder is not None else deal.declarer
            assert taker is not None
            kitty_note = gettext("turned face up and taken by %(name)s") % {"name": names[taker]}
    misere = _is_misere(r.kind, r.contract)
    if r.kind is Kind.ALLPASS:
        score_for = partnership(0)
    elif bolshevik and d is not None:
        score_for = gettext("%(name)s against %(other)s") % {
            "name": names[d],
            "other": names[(d + 1) % 4],
        }
    elif d is not None:
        score_for = partnership(d)
    else:
        score_for = ""
    pts = fd.player_points()
    return DealReview(
        index=index,
        title=_title(index, fd.slot.form.label),
        outcome=_four_outcome(fd, names),
        dealer=names[fd.slot.dealer],
        calls=calls,
        extended=[_call(names[s], c) for s, c in deal.extended_calls],
        bolshevik=[_call(names[s], c) for s, c in (*deal.bolshevik_calls, *deal.bolshevik_choices)],
        doubling=doubling_note(deal.doubling_calls, lambda s: names[s])
        if not bolshevik
        else _bolshevik_doubling(deal, names),
        transfers=transfers,
        kitty=tuple(deal.kitty),
        kitty_note=kitty_note,
        tricks=tricks,
        sides=sides_after(len(tricks)) if r.played and r.kind is not Kind.THROWN_IN else [],
        aces=_ace_list(deal.tricks, side_of, misere),
        score_for=score_for,
        score_lines=r.lines,
        per_opponent=[(names[o], lines) for o, lines in r.per_opponent_lines],
        numbers=[(shown_name(players[p]), pts[p]) for p in range(4)],
        your_number=pts[learner] if players[learner] == "You" else None,
        step=_step(step, tricks, start, after, place_of, names, sides_after),
        dealt=_dealt(deal.initial_hands, place_of, names),
        keys=names,
    )


def _bolshevik_doubling(deal: Deal, names: Mapping[int, str]) -> str:
    doublers = [names[s] for s in sorted(deal.doubled_by)]
    if not doublers:
        return ""
    text = gettext("doubled by %(names)s") % {"names": joined(doublers)}
    if deal.redoubled and deal.declarer is not None:
        text += ", " + gettext("redoubled by %(names)s") % {"names": names[deal.declarer]}
    return text


def _title(index: int, form: str) -> str:
    """ "Deal 3: kitty game"."""
    return gettext("Deal %(number)s: %(form)s") % {"number": index, "form": form_label(form)}


def _doubled(doubling: int) -> str:
    """ "", " doubled" or " redoubled", after a contract."""
    if doubling == 1:
        return " " + gettext("doubled")
    if doubling == 2:
        return " " + gettext("redoubled")
    return ""


def _verdict(made: bool | None) -> str:
    return pgettext("contract", "made") if made else pgettext("contract", "down")


def _four_outcome(fd: FinishedDeal, names: Mapping[int, str]) -> str:
    r = fd.result
    if r.kind is Kind.THROWN_IN:
        return gettext("Nobody bid Bolshevik: the deal was thrown in.")
    doubled = _doubled(r.doubling)
    if r.kind is Kind.ALLPASS:
        return gettext("All-pass misère%(doubled)s.") % {"doubled": doubled}
    assert r.contract is not None and r.declarer is not None
    if r.kind is Kind.BOLSHEVIK:
        what = (
            gettext("7 misère")
            if r.contract.denomination.is_misere
            else gettext("Dictator %(bid)s") % {"bid": r.contract.text}
        )
        return gettext("Bolshevik %(what)s by %(name)s: %(verdict)s.") % {
            "what": what,
            "name": names[r.declarer],
            "verdict": _verdict(r.made),
        }
    verdict = gettext("scored without play") if not r.played else _verdict(r.made)
    # "7♣ doubled by Eero" read as if Eero had doubled: name the declarer as the declarer.
    return gettext("%(contract)s, declared by %(name)s: %(verdict)s.") % {
        "contract": bid_text(r.contract) + doubled,
        "name": names[r.declarer],
        "verdict": verdict,
    }


# --- Bonehead ---------------------------------------------------------------------------
def bonehead_review(
    fd: FinishedBoneheadDeal, names: Sequence[str], index: int, step: int | None = None
) -> DealReview:
    """The review of a finished Bonehead deal; ``names`` by participant, the bonehead last."""
    record = fd.record
    deal, start, after = _replay(
        record.new_deal(), record.steps(), lambda dl, mv: record.apply_step(dl, mv)
    )
    r = fd.result
    learner_name = names[0]
    names = [shown_name(n) for n in names]
    seating = deal.seating  # as the deal was played
    place_of = _places(seating.index(0))
    names_at = {s: names[seating[s]] for s in range(4)}

    def partnership(seat: int) -> str:
        return pair(names_at[seat], names_at[(seat + 2) % 4])

    focal_seat = seating.index(r.focal)

    def sides_after(k: int) -> list[tuple[str, int]]:
        won = {partnership(focal_seat): 0, partnership((focal_seat + 1) % 4): 0}
        for t in deal.tricks[:k]:
            won[partnership(t.winner)] += 1
        return list(won.items())

    tricks = [shown_trick(t, place_of, names_at) for t in deal.tricks]
    meanings = bonehead_call_meanings(deal.dealer, deal.calls, deal.form)
    calls = [_call(names[p], c, meanings.get(i, "")) for i, (p, c) in enumerate(deal.calls)]
    transfers = [
        ReviewTransfer(
            names[t.from_participant],
            names[t.to_participant],
            tuple(t.cards),
            len(t.cards) == 4,
            "packet" if len(t.cards) == 4 else "card",
            tuple(str(p) for p in t.positions),
        )
        for t in deal.transfers
    ]
    kitty_note = ""
    if deal.form is Form.KITTY:
        if r.kind is Kind.ALLPASS:
            kitty_note = gettext("dealt out one card each, from the dealer's left (R-5.1)")
        elif deal.kitty_taker is not None:
            kitty_note = gettext("turned face up and taken by %(name)s") % {
                "name": names[deal.kitty_taker]
            }
    misere = _is_misere(r.kind, r.contract)
    if r.contract is not None:
        outcome = gettext("%(contract)s, declared by %(name)s with the bonehead: %(verdict)s.") % {
            "contract": bid_text(r.contract) + _doubled(deal.doubling),
            "name": names[r.focal],
            "verdict": _verdict(r.made),
        }
    else:
        outcome = gettext("All-pass misère; %(name)s played the bonehead's cards.") % {
            "name": names[r.focal]
        }
    pts = fd.player_points()

    def hand_at(masks: list[int], seat: int) -> CardSet:
        return CardSet(masks[seating[seat]])  # the deal keeps hands by participant

    return DealReview(
        index=index,
        title=_title(index, fd.slot.form.label),
        outcome=outcome,
        dealer=names[fd.slot.dealer],
        calls=calls,
        extended=[],
        bolshevik=[],
        doubling=doubling_note(deal.doubling_calls, lambda p: names[p]),
        transfers=transfers,
        kitty=tuple(deal.kitty),
        kitty_note=kitty_note,
        tricks=tricks,
        sides=sides_after(len(tricks)),
        aces=_ace_list(deal.tricks, partnership, misere),
        score_for=pair(names[r.focal], names[BONEHEAD]),
        score_lines=r.lines,
        per_opponent=[],
        numbers=[(names[p], pts[p]) for p in range(3)],
        your_number=pts[0] if learner_name == "You" else None,
        step=_step(step, tricks, start, after, place_of, names_at, sides_after, hand_at),
        dealt=_bonehead_dealt(deal, names),
        keys=dict(enumerate(names)),
    )


def _bonehead_dealt(deal: BoneheadDeal, names: Sequence[str]) -> dict[str, ReplayHand]:
    """The four hands as dealt, around the learner as they sat at the deal (R-9.1)."""
    seating = deal.seating_at_deal
    me = seating.index(0)
    out = {}
    for i, place in enumerate(PLACES):
        who = seating[(me + i) % 4]
        out[place] = ReplayHand(place, names[who], deal.initial_hands[who])
    return out


# --- Vint -------------------------------------------------------------------------------
def vint_review(
    fd: FinishedVintDeal,
    players: Sequence[str],
    index: int,
    step: int | None = None,
    learner: int = 0,
) -> DealReview:
    """The review of a finished Vint deal (V-4.4: once the deal is over it is shown whole);
    ``players`` names players A–D."""
    names, place_of = _seated(fd.seating, players, learner)
    record = fd.record
    deal, start, after = _replay(record.new_deal(), record.steps(), record.apply_step)
    r = fd.result
    pairs = (pair(names[0], names[2]), pair(names[1], names[3]))

    def sides_after(k: int) -> list[tuple[str, int]]:
        won = [0, 0]
        for t in deal.tricks[:k]:
            won[t.winner % 2] += 1
        return [(pairs[0], won[0]), (pairs[1], won[1])]

    tricks = [shown_trick(t, place_of, names) for t in deal.tricks]
    if r.kind is Kind.THROWN_IN or r.contract is None or r.declarer is None:
        outcome = gettext("Nobody bid: the deal was thrown in and the next player deals (V-3.6).")
    else:
        outcome = gettext("%(contract)s, declared by %(name)s: %(verdict)s.") % {
            "contract": r.contract.text,
            "name": names[r.declarer],
            "verdict": _verdict(r.made),
        }
    game_won = ""
    if fd.game_won is not None:
        won = fd.game_won
        args = {"pair": pairs[won.side], "trick": won.trick}
        game_won = (
            gettext("%(pair)s reached 500 at trick %(trick)s: game and rubber (V-7.1, V-8.1).")
            if won.rubber_won
            else gettext("%(pair)s reached 500 at trick %(trick)s: game, and a new line (V-7.2).")
        ) % args
    side_points = fd.side_points()
    pts = fd.player_points()
    you = players[learner] == "You"
    score = VintDealScore(
        pairs=pairs,
        rows=tuple(
            VintScoreRow(
                e.label, e.rule, e.above, (e.points, None) if e.side == 0 else (None, e.points)
            )
            for e in fd.entries
        ),
        totals=side_points,
        game_won=game_won,
        yours=pts[learner] if you else None,
    )
    return DealReview(
        index=index,
        title=gettext("Deal %(number)s: Vint, rubber %(rubber)s, game %(game)s")
        % {"number": index, "rubber": fd.rubber, "game": fd.game},
        outcome=outcome,
        dealer=names[fd.dealer],
        calls=[_call(names[s], c) for s, c in deal.calls],
        extended=[],
        bolshevik=[],
        doubling="",
        transfers=[],
        kitty=(),
        kitty_note="",
        tricks=tricks,
        sides=sides_after(len(tricks)) if tricks else [],
        aces=[],
        score_for="",
        score_lines=(),
        per_opponent=[],
        numbers=[(shown_name(players[p]), pts[p]) for p in range(4)],
        your_number=pts[learner] if you else None,
        step=_step(step, tricks, start, after, place_of, names, sides_after),
        dealt=_dealt(deal.initial_hands, place_of, names),
        keys=names,
        vint=score,
    )
