"""Records of three-player bonehead deals (R-9), in the text style of :mod:`engine.record`.

A record is a block of ``key: value`` headers, then ``actions:`` and one move per line. A
move starts with the letter of the player who acts; when the declarer (or, in all-pass
misère, the dealer) acts for the bonehead, ``for bonehead:`` follows::

    # Skruuvi bonehead deal record
    # seating at the deal (R-9.1): S=A W=B N=bonehead E=C
    form: bonehead-nokitty
    dealer: A
    rules: schedule=current level4=no
    seed: 7
    number: 1
    actions:
    A 6♠
    B pass
    C pass
    A pass
    B pass
    C pass
    A pass
    # A declares (R-9.4): S=A W=B N=bonehead E=C
    A declarer-first
    A packet ♣7 ♣5 ♦10 ♦7
    A for bonehead: packet ♠1st ♥1st ♠2nd ♥2nd
    A contract 7♠
    B pass
    ...
    A for bonehead: play ♥2

Headers: ``form`` (``bonehead-kitty`` or ``bonehead-nokitty``), ``dealer`` (A, B or C),
``rules`` (optional, see :class:`~engine.rules.Ruleset`), the cards either as ``seed``
(+ ``number``, default 1; dealt as in :func:`~engine.bonehead.deal.deal_bonehead_cards`) or as
the hands ``A``, ``B``, ``C``, ``bonehead`` (+ ``kitty`` in kitty games, in dealing order),
and optionally ``glimpse-A``, ``glimpse-B``, ``glimpse-C`` (all three) when the glimpses are
not the default split of :func:`~engine.bonehead.deal.glimpse_split`. Any other header is kept as
metadata. Lines starting with ``#`` are comments (``dumps`` writes the seating as comments,
at the deal and where the bonehead moves); a comment after a move is kept as its note.
Actions use :func:`~engine.bonehead.actions.parse_bonehead_action`'s notation: ``give`` names
participants (``give A:♠2 bonehead:♣J``), ``packet``/``give`` take row positions
(``♥1st``) for the bonehead's blind hand-overs (D-11), plus ``bonehead-first``,
``declarer-first`` and ``contract 6♥``.

``loads`` replays the moves and refuses an invalid record with :class:`~engine.record.RecordError`
naming the line and the reason; ``loads(dumps(r)) == r``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ..cards import Card, CardSet, NotationError
from ..record import RecordBase, RecordError, read_cards, scan_record, write_cards, write_steps
from ..rules import DEFAULT_RULES, Form, Ruleset
from .actions import Announce, GiveCards, HandOverFirst, Move
from .deal import BoneheadDeal, glimpse_split
from .seating import BONEHEAD, PLAYER_LETTERS, parse_player, seating_for, seating_text

HAND_LABELS = (*PLAYER_LETTERS, "bonehead")
FORM_NAMES = {Form.KITTY: "bonehead-kitty", Form.NOKITTY: "bonehead-nokitty"}
HEADLINE = "# Skruuvi bonehead deal record"

_KNOWN = {
    "form",
    "dealer",
    "rules",
    "seed",
    "number",
    "kitty",
    "a",
    "b",
    "c",
    "bonehead",
    "glimpse-a",
    "glimpse-b",
    "glimpse-c",
}


def parse_bonehead_form(text: str) -> Form:
    key = text.strip().lower()
    for form, name in FORM_NAMES.items():
        if key == name:
            return form
    raise NotationError(f"not a bonehead form: {text!r} (bonehead-kitty or bonehead-nokitty)")


@dataclass(frozen=True)
class BoneheadRecord(RecordBase[BoneheadDeal, Move]):
    form: Form
    dealer: int
    ruleset: Ruleset = DEFAULT_RULES
    seed: str | None = None
    number: int = 1
    hands: tuple[CardSet, CardSet, CardSet, CardSet] | None = None  # A, B, C, bonehead
    kitty: tuple[Card, ...] = ()
    glimpses: tuple[CardSet, CardSet, CardSet] | None = None
    moves: tuple[Move, ...] = ()
    meta: tuple[tuple[str, str], ...] = field(default=())
    notes: tuple[tuple[int, str], ...] = field(default=())  # (move index, comment)

    def new_deal(self) -> BoneheadDeal:
        """The deal before any move."""
        if self.hands is not None:
            return BoneheadDeal(
                self.form, self.dealer, self.hands, self.kitty, self.ruleset, self.glimpses
            )
        if self.seed is None:
            raise RecordError(0, "a record needs a seed or the four hands")
        deal = BoneheadDeal.from_seed(self.form, self.dealer, self.seed, self.number, self.ruleset)
        if self.glimpses is not None:
            return BoneheadDeal(
                self.form,
                self.dealer,
                deal.initial_hands,
                deal.kitty,
                self.ruleset,
                self.glimpses,
            )
        return deal

    def steps(self) -> tuple[Move, ...]:
        return self.moves

    @staticmethod
    def apply_step(deal: BoneheadDeal, step: Move) -> None:
        deal.apply(step.action, step.player, step.hand)

    @staticmethod
    def describe_step(step: Move) -> str:
        return str(step)

    def with_move(self, move: Move) -> BoneheadRecord:
        return BoneheadRecord(
            self.form,
            self.dealer,
            self.ruleset,
            self.seed,
            self.number,
            self.hands,
            self.kitty,
            self.glimpses,
            (*self.moves, move),
            self.meta,
            self.notes,
        )

    @classmethod
    def of(
        cls,
        deal: BoneheadDeal,
        seed: str | None = None,
        number: int = 1,
        meta: tuple[tuple[str, str], ...] = (),
    ) -> BoneheadRecord:
        """The record of a deal so far: its hands written out unless a seed is given, its
        glimpses only when they are not the default split."""
        default = glimpse_split(deal.initial_hands[BONEHEAD], deal.dealer)
        return cls(
            deal.form,
            deal.dealer,
            deal.ruleset,
            seed,
            number,
            None if seed is not None else deal.initial_hands,
            () if seed is not None else deal.kitty,
            None if deal.glimpses == default else deal.glimpses,
            tuple(deal.history),
            meta,
        )


def dumps(record: BoneheadRecord) -> str:
    lines = [HEADLINE, f"# seating at the deal (R-9.1): {seating_text(seating_for(record.dealer))}"]
    for key, value in record.meta:
        lines.append(f"{key}: {value}")
    lines.append(f"form: {FORM_NAMES[record.form]}")
    lines.append(f"dealer: {PLAYER_LETTERS[record.dealer]}")
    lines.append(f"rules: {record.ruleset.notation()}")
    write_cards(lines, HAND_LABELS, record.hands, record.kitty, record.seed, record.number)
    if record.glimpses is not None:
        for letter, glimpse in zip(PLAYER_LETTERS, record.glimpses, strict=True):
            lines.append(f"glimpse-{letter}: {glimpse.text()}")
    return write_steps(lines, (_move_line(move) for move in record.moves), record.notes)


def _move_line(move: Move) -> str:
    """A move's line; a declarer's choice of who hands over first comes after a comment line
    with the seating it makes (R-9.4)."""
    if isinstance(move.action, HandOverFirst):
        letter = PLAYER_LETTERS[move.player]
        seating = seating_text(seating_for(move.player))
        return f"# {letter} declares (R-9.4): {seating}\n{move.notation()}"
    return move.notation()


def _defenders_give(move: Move | None) -> bool:
    """A defender's own one-card give (R-4.6); the all-pass exchange is never announced."""
    return (
        move is not None
        and isinstance(move.action, GiveCards)
        and len(move.action.gifts) == 1
        and move.hand == move.player
    )


def announce_before_exchange[T](lines: Sequence[T], move_of: Callable[[T], Move | None]) -> list[T]:
    """Records written before R-9.6 put the announcement after the defenders' exchange; today
    it comes first. Move such an announcement in front of the two gives it follows, so those
    records still replay (nothing else changes: the announcement moves no card). A record in
    today's order never has an announcement right after two defenders' gives."""
    out = list(lines)
    for i in range(2, len(out)):
        move = move_of(out[i])
        if (
            move is not None
            and isinstance(move.action, Announce)
            and _defenders_give(move_of(out[i - 2]))
            and _defenders_give(move_of(out[i - 1]))
        ):
            out[i - 2 : i + 1] = [out[i], out[i - 2], out[i - 1]]
    return out


def loads(text: str, validate: bool = True) -> BoneheadRecord:
    """Parse a bonehead deal record; with ``validate`` (the default) replay it and refuse an
    illegal move with the line it is on. A record in the order before R-9.6 (defenders'
    exchange, then the announcement) is read in today's order."""
    scanned = scan_record(text, _KNOWN)
    parsed: list[tuple[int, Move]] = []
    for lineno, line in scanned.actions:
        try:
            parsed.append((lineno, Move.parse(line)))
        except NotationError as exc:
            raise RecordError(lineno, str(exc)) from None
    parsed = announce_before_exchange(parsed, lambda item: item[1])
    moves = [m for _, m in parsed]

    glimpses: tuple[CardSet, CardSet, CardSet] | None = None
    if any(f"glimpse-{x}" in scanned.headers for x in "abc"):
        g = [
            scanned.need(f"glimpse-{x}", CardSet.parse, f"'glimpse-{letter}': give all three")
            for x, letter in zip("abc", PLAYER_LETTERS, strict=True)
        ]
        glimpses = (g[0], g[1], g[2])
    cards = read_cards(scanned, HAND_LABELS)
    record = BoneheadRecord(
        scanned.need("form", parse_bonehead_form),
        scanned.need("dealer", parse_player),
        scanned.get("rules", Ruleset.parse) or DEFAULT_RULES,
        cards.seed,
        cards.number,
        cards.hands,
        cards.kitty,
        glimpses,
        tuple(moves),
        scanned.meta,
        scanned.notes,
    )
    if validate:
        record.check([lineno for lineno, _ in parsed], "a bonehead deal")
    return record


def is_bonehead_record(text: str) -> bool:
    """Whether a record's text is a bonehead deal record (for tools that take any record)."""
    for raw in text.splitlines():
        line = raw.strip().lower()
        if line.startswith("form:"):
            return line.partition(":")[2].strip().startswith("bonehead")
        if line == "actions:":
            break
    return text.startswith(HEADLINE)
