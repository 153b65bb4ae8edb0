"""The lessons app's bridge to the engine: example deals in lessons are engine records, read,
checked and replayed step by step here (the only module of this app that imports ``engine``).

A replay shows every hand: it is a lesson, not a game, and the Handbook prints all four hands.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass

from django.utils.translation import gettext

from engine.actions import Action, Bid, Pass, parse_action
from engine.cards import Card, CardSet, NotationError, parse_cards
from engine.deal import Deal
from engine.drills import DRILL_TYPES, drills_for, generate
from engine.record import DealRecord, RecordError, loads
from engine.rules import SEAT_WORDS, parse_seat
from engine.scoring import ScoreLine
from engine.trick_taking import Phase, Transfer, Trick

__all__ = [
    "DRILL_TYPES",
    "DealRecord",
    "NotationError",
    "RecordError",
    "ReplayAsk",
    "ReplayStep",
    "ask_parts",
    "check_asks",
    "drill_signature",
    "loads",
    "parse_action",
    "parse_cards",
    "parse_hand",
    "parse_seat",
    "practise_for",
    "replay_step",
]


def parse_hand(text: str) -> CardSet:
    return CardSet.parse(text)


def drill_signature(drill_type: str, key: str) -> str:
    """What a lesson question's drill shows, in one line (its packet or hand), so a lesson can
    pin the situation it was written for: if a change in the drills ever deals another one,
    the content check says so instead of the lesson silently asking about other cards."""
    level_text, _, seed = key.partition("-")
    drill = generate(drill_type, int(level_text) if level_text.isdecimal() else 0, seed)
    data = drill.data
    for name in ("cards", "hand", "packet"):
        if name in data:
            value = data[name]
            return str(value) if isinstance(value, CardSet) else " ".join(map(str, value))
    return drill.prompt


def practise_for(ids: list[str], most: int = 5) -> list[dict[str, object]]:
    """The drills that test what a lesson teaches (its ``teaches`` ids), those covering most of
    them first: the lesson's "Practise this" links. ``targets`` are the kinds of answer within
    the level that test those ids, so the link asks the drill for exactly those."""
    return [
        {
            "drill": m.slug,
            "level": m.level,
            "label": f"{m.name}: {m.level_name}",
            "name": m.name,  # the page translates the drill's name and level (cardui.tr)
            "level_name": m.level_name,
            "targets": list(m.targets),
            "ids": list(m.ids),
        }
        for m in drills_for(ids)[:most]
    ]


@dataclass(frozen=True)
class ReplayStep:
    """One step of an example deal in a lesson. Everything is shown: it is a lesson, not a
    game, and the Handbook prints all four hands."""

    index: int
    count: int
    title: str
    source: str
    hands: dict[int, CardSet]
    kitty: tuple[Card, ...]
    kitty_face_down: bool
    kitty_taken_by: int | None
    calls: tuple[tuple[int, Action], ...]
    extended_calls: tuple[tuple[int, Action], ...]
    doubling_calls: tuple[tuple[int, Action], ...]
    dealer: int
    last_move: str
    note: str
    transfers: tuple[Transfer, ...]
    current_trick: tuple[tuple[int, Card], ...]
    last_trick: Trick | None
    tricks_won: tuple[int, int]
    contract: Bid | None
    declarer: int | None
    result_lines: tuple[ScoreLine, ...]
    points: tuple[int, int] | None
    phase: str
    labels: dict[int, str]
    ask: ReplayAsk | None = None  # the next move is a question to the learner


@dataclass(frozen=True)
class ReplayChoice:
    notation: str
    action: Action


@dataclass(frozen=True)
class ReplayAsk:
    """A key moment of an example: before the next move is shown, the learner is asked what
    they would do (a record note ``# ask: question -- explanation`` on that move)."""

    question: str
    explanation: str
    seat: int
    played: str  # the notation of the move that was made
    choices: tuple[ReplayChoice, ...]  # the legal calls or cards of the seat to act

    def verdict(self, answer: str) -> tuple[bool, str]:
        """Whether ``answer`` is the move that was made, and the words to show."""
        chosen = next((c for c in self.choices if c.notation == answer), None)
        if chosen is None:
            raise NotationError(f"{answer!r} is not one of the choices")
        return answer == self.played, self.explanation


ASK = "ask:"


def ask_parts(note: str) -> tuple[str, str] | None:
    """``"ask: What would West lead? -- The ♠K, top of touching honours"`` → (question,
    explanation); None for a plain note."""
    if not note.startswith(ASK):
        return None
    question, _sep, explanation = note[len(ASK) :].partition(" -- ")
    return question.strip(), explanation.strip()


def _ask_at(record: DealRecord, deal: Deal, index: int) -> ReplayAsk | None:
    if index >= len(record.actions):
        return None
    parts = ask_parts(record.note_for(index))
    if parts is None:
        return None
    seat, action = record.actions[index]
    choices = tuple(ReplayChoice(a.notation(), a) for a in deal.legal_actions())
    return ReplayAsk(parts[0], parts[1], seat, action.notation(), choices)


def check_asks(record: DealRecord) -> list[str]:
    """Problems with a record's questions: each asks before a call or a card, with the
    explanation given (a packet or a hand-over has too many orders to choose from)."""
    problems = []
    for index, (_seat, action) in enumerate(record.actions):
        parts = ask_parts(record.note_for(index))
        if parts is None:
            continue
        if not (isinstance(action, (Bid, Pass)) or action.notation().startswith("play ")):
            problems.append(f"move {index + 1}: a question can only come before a call or a card")
        if not parts[0] or not parts[1]:
            problems.append(f"move {index + 1}: write 'ask: question -- explanation'")
    return problems


def _move_text(seat: int, action: Action) -> str:
    """A move of an example in words, in the learner's language: "South bids 6♠"."""
    name = gettext(SEAT_WORDS[seat])
    word = action.notation()
    if isinstance(action, Bid):
        return gettext("%(name)s bids %(bid)s") % {"name": name, "bid": _bid_text(action)}
    if word == "pass":
        return gettext("%(name)s passes") % {"name": name}
    if word.startswith("play "):
        return gettext("%(name)s plays %(card)s") % {"name": name, "card": word[5:]}
    if word.startswith("packet "):
        return gettext("%(name)s hands a packet to partner: %(cards)s (top to bottom)") % {
            "name": name,
            "cards": word[7:],
        }
    if word.startswith("give "):
        return gettext("%(name)s hands over %(cards)s") % {"name": name, "cards": word[5:]}
    return f"{name}: {word}"


def _bid_text(bid: Bid) -> str:
    """``6♠``, ``6 misère``, ``7 grand``: the words in the learner's language."""
    d = bid.denomination
    if d.suit is not None:
        return bid.text
    return f"{bid.level} {gettext('misère') if d.is_misere else gettext('grand')}"


def replay_step(record: DealRecord, index: int) -> ReplayStep:
    """The state after ``index`` actions of an example record (0 = the deal)."""
    count = len(record.actions)
    index = max(0, min(index, count))
    deal: Deal = record.new_deal()
    for seat, action in record.actions[:index]:
        deal.apply(action, seat)
    meta = dict(record.meta)
    labels: dict[int, str] = {}
    for key, value in record.meta:
        if key.lower().startswith("label-"):
            with contextlib.suppress(NotationError):
                labels[parse_seat(key[6:])] = value
    last_move = ""
    note = ""
    if index:
        seat, action = record.actions[index - 1]
        last_move = _move_text(seat, action)
        note = record.note_for(index - 1)
        parts = ask_parts(note)
        if parts is not None:
            note = parts[1]  # after the question, the move's note is its explanation
    result = deal.result
    return ReplayStep(
        index=index,
        count=count,
        title=meta.get("title", ""),
        source=meta.get("source", ""),
        hands={s: deal.hand(s) for s in range(4)},
        kitty=deal.kitty,
        kitty_face_down=not deal.kitty_exposed,
        kitty_taken_by=(deal.kitty_bidder if deal.kind.value == "contract" else deal.declarer)
        if deal.kitty_exposed
        else None,
        calls=tuple(deal.calls),
        extended_calls=tuple(deal.extended_calls),
        doubling_calls=tuple(deal.doubling_calls),
        dealer=deal.dealer,
        last_move=last_move,
        note=note,
        transfers=tuple(deal.transfers),
        current_trick=tuple(deal.trick_cards),
        last_trick=deal.last_trick,
        tricks_won=(
            deal.tricks_won[0] + deal.tricks_won[2],
            deal.tricks_won[1] + deal.tricks_won[3],
        ),
        contract=deal.contract,
        declarer=deal.declarer,
        result_lines=result.lines if result else (),
        points=(result.points[0], result.points[1]) if result else None,
        phase=deal.phase.value if deal.phase is not Phase.DONE else "done",
        labels=labels,
        ask=_ask_at(record, deal, index),
    )
